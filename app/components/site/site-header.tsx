import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

interface NavCourse {
  id: string;
  name: string;
  link: string;
}

const DROPDOWN_CLOSE_DELAY_MS = 250;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-accent-700 ${
    isActive ? "text-accent-700" : "text-slate-700"
  }`;

export function SiteHeader({
  courses,
  loginUrl,
  companyName,
}: {
  courses: NavCourse[];
  loginUrl: string;
  companyName: string;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-bold text-navy-900">
          <img src="/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span>{companyName}</span>
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          <NavLink to="/" end className={navLinkClass}>
            Home
          </NavLink>
          <NavLink to="/about" className={navLinkClass}>
            About Us
          </NavLink>
          <CoursesDropdown courses={courses} />
          <NavLink to="/blog" className={navLinkClass}>
            Blog
          </NavLink>
          <NavLink to="/contact" className={navLinkClass}>
            Contact
          </NavLink>
          <a
            href={loginUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="ml-3 inline-flex min-h-10 items-center rounded-lg bg-accent-700 px-4 text-sm font-semibold text-white hover:bg-accent-800"
          >
            Login
          </a>
        </div>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-navy-900 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>
      <MobileMenu open={menuOpen} courses={courses} loginUrl={loginUrl} />
    </header>
  );
}

function CoursesDropdown({ courses }: { courses: NavCourse[] }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  return (
    <div
      className="relative"
      onMouseEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={scheduleClose}
      onKeyDown={(event) => event.key === "Escape" && setOpen(false)}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="courses-menu"
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-accent-700"
      >
        Courses
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M5.5 7.5L10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      <div
        id="courses-menu"
        hidden={!open}
        className="absolute left-0 top-full mt-1 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <CourseLinks courses={courses} />
      </div>
    </div>
  );
}

function CourseLinks({ courses }: { courses: NavCourse[] }) {
  if (courses.length === 0) return <p className="px-3 py-2 text-sm text-slate-500">No courses available.</p>;
  return (
    <ul>
      {courses.map((course) => (
        <li key={course.id}>
          <a
            href={course.link}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-accent-50 hover:text-accent-700"
          >
            {course.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function MobileMenu({ open, courses, loginUrl }: { open: boolean; courses: NavCourse[]; loginUrl: string }) {
  const [coursesOpen, setCoursesOpen] = useState(false);
  return (
    <div
      id="mobile-menu"
      hidden={!open}
      className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-t border-slate-200 bg-white px-4 pb-8 md:hidden"
    >
      <ul className="flex flex-col py-2">
        <li>
          <NavLink to="/" end className="block py-3 font-medium">
            Home
          </NavLink>
        </li>
        <li>
          <NavLink to="/about" className="block py-3 font-medium">
            About Us
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            className="flex w-full items-center justify-between py-3 font-medium"
            aria-expanded={coursesOpen}
            onClick={() => setCoursesOpen((value) => !value)}
          >
            Courses <span aria-hidden="true">{coursesOpen ? "−" : "+"}</span>
          </button>
          {coursesOpen && <CourseLinks courses={courses} />}
        </li>
        <li>
          <NavLink to="/blog" className="block py-3 font-medium">
            Blog
          </NavLink>
        </li>
        <li>
          <NavLink to="/contact" className="block py-3 font-medium">
            Contact
          </NavLink>
        </li>
      </ul>
      <a
        href={loginUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 flex min-h-11 items-center justify-center rounded-lg bg-accent-700 font-semibold text-white"
      >
        Login
      </a>
    </div>
  );
}
