import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { NavCourse } from "../../domain/site-chrome";


/** The spec's delay: the dropdown stays open this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 250;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-accent-700 ${
    isActive ? "text-accent-700" : "text-slate-700"
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-lg px-3 font-medium hover:bg-slate-50 ${isActive ? "text-accent-700" : "text-navy-900"}`;

/** Whether focus went somewhere outside this element (to another part of the page, not within it). */
function focusLeft(event: FocusEvent<HTMLElement>): boolean {
  return !event.currentTarget.contains(event.relatedTarget as Node | null);
}

export function SiteHeader({ courses, loginUrl, companyName }: { courses: NavCourse[]; loginUrl: string; companyName: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white"
      // the mobile panel closes when focus moves past it, so Tab never wanders behind it
      onBlur={(event) => menuOpen && focusLeft(event) && event.relatedTarget && closeMenu(false)}
    >
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
          <LoginLink url={loginUrl} className="ml-3 inline-flex min-h-10 items-center px-4 text-sm" />
        </div>
        <button
          ref={menuButton}
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
      <MobileMenu open={menuOpen} courses={courses} loginUrl={loginUrl} onClose={closeMenu} />
    </header>
  );
}

function LoginLink({ url, className }: { url: string; className: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={`rounded-lg bg-accent-700 font-semibold text-white hover:bg-accent-800 ${className}`}>
      Login<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Opens on hover and closes 250 ms after the pointer leaves (so a pointer crossing the gap to the
 * list does not lose it); by keyboard the button toggles it, Escape closes it and focus leaving it
 * closes it too.
 */
function CoursesDropdown({ courses }: { courses: NavCourse[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && open) {
      cancelClose();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div
      className="relative"
      onMouseEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={scheduleClose}
      onKeyDown={onKeyDown}
      onBlur={(event) => focusLeft(event) && setOpen(false)}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="courses-menu"
        onClick={() => {
          cancelClose();
          setOpen((value) => !value);
        }}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-accent-700"
      >
        Courses
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} fill="none">
          <path d="M5.5 7.5L10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {/* pt-2 instead of a margin: the pointer crosses no gap between the button and the list */}
      <div id="courses-menu" hidden={!open} className="absolute left-0 top-full w-72 pt-2">
        <div className="max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          <CourseLinks courses={courses} />
        </div>
      </div>
    </div>
  );
}

function CourseLinks({ courses }: { courses: NavCourse[] }) {
  if (courses.length === 0) return <p className="px-3 py-2 text-sm text-slate-600">No courses available.</p>;
  return (
    <ul>
      {courses.map((course) => (
        <li key={course.id}>
          <a
            href={course.link}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-h-10 items-center rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-accent-50 hover:text-accent-800"
          >
            {course.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The phone menu: a panel that slides in from the right under the header. Opening it moves focus
 * to its first link; Escape or a tap on the dimmed page closes it and gives focus back to the menu
 * button. While closed it is `invisible` (after the slide), so nothing in it can be tabbed to or read.
 */
function MobileMenu({
  open,
  courses,
  loginUrl,
  onClose,
}: {
  open: boolean;
  courses: NavCourse[];
  loginUrl: string;
  onClose: (returnFocus: boolean) => void;
}) {
  const [coursesOpen, setCoursesOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") onClose(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose]);

  return (
    <div className="md:hidden">
      <div
        aria-hidden="true"
        onClick={() => onClose(true)}
        className={`fixed inset-x-0 top-16 bottom-0 bg-navy-900/40 transition-opacity duration-200 ${open ? "opacity-100" : "pointer-events-none opacity-0"}`}
      />
      <div
        id="mobile-menu"
        ref={panel}
        className={`fixed top-16 right-0 bottom-0 w-full max-w-sm overflow-y-auto border-t border-l border-slate-200 bg-white px-4 pb-8 shadow-xl duration-200 ease-out ${
          // visibility is animated only on the way out: on the way in it must apply at once, or focus() would find the panel still hidden
          open ? "visible translate-x-0 transition-transform" : "invisible translate-x-full transition-[transform,visibility]"
        }`}
      >
        <ul className="flex flex-col gap-1 py-3">
          <li>
            <NavLink to="/" end className={mobileLinkClass}>
              Home
            </NavLink>
          </li>
          <li>
            <NavLink to="/about" className={mobileLinkClass}>
              About Us
            </NavLink>
          </li>
          <li>
            <button
              type="button"
              className="flex min-h-12 w-full items-center justify-between rounded-lg px-3 font-medium text-navy-900 hover:bg-slate-50"
              aria-expanded={coursesOpen}
              aria-controls="mobile-courses"
              onClick={() => setCoursesOpen((value) => !value)}
            >
              Courses
              <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 transition-transform ${coursesOpen ? "rotate-180" : ""}`} fill="none">
                <path d="M5.5 7.5L10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </button>
            <div id="mobile-courses" hidden={!coursesOpen} className="border-l-2 border-accent-100 pl-2">
              <CourseLinks courses={courses} />
            </div>
          </li>
          <li>
            <NavLink to="/blog" className={mobileLinkClass}>
              Blog
            </NavLink>
          </li>
          <li>
            <NavLink to="/contact" className={mobileLinkClass}>
              Contact
            </NavLink>
          </li>
        </ul>
        <LoginLink url={loginUrl} className="mt-2 flex min-h-12 items-center justify-center" />
      </div>
    </div>
  );
}
