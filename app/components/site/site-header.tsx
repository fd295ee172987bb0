import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { pageName, toolPages } from "../../domain/public-pages";
import type { NavCourse } from "../../domain/site-chrome";
import { useLocalPath, useT } from "../../i18n/texts";
import { useContentLang } from "./content-lang";
import { LanguageSwitch } from "./language-switch";

/** The spec's delay: the dropdown stays open this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 250;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors hover:text-accent-700 lg:px-3 ${
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

  const t = useT();
  const localPath = useLocalPath();
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
      <nav aria-label={t("common.mainNav")} className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to={localPath("/")} className="flex items-center gap-2 font-bold text-navy-900">
          <img src="/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span>{companyName}</span>
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          <NavLink to={localPath("/")} end className={navLinkClass}>
            {t("common.home")}
          </NavLink>
          <NavLink to={localPath("/about")} className={navLinkClass}>
            {t("common.about")}
          </NavLink>
          <NavDropdown id="courses-menu" label={t("common.courses")}>
            <CourseLinks courses={courses} />
          </NavDropdown>
          <NavDropdown id="tools-menu" label={t("common.tools")}>
            <ToolLinks />
          </NavDropdown>
          <NavLink to={localPath("/blog")} className={navLinkClass}>
            {t("common.blog")}
          </NavLink>
          <NavLink to={localPath("/contact")} className={navLinkClass}>
            {t("common.contact")}
          </NavLink>
          <LanguageSwitch className="ml-1 inline-flex min-h-10 items-center whitespace-nowrap rounded-md px-2 text-sm font-medium text-slate-700 hover:text-accent-700 lg:px-3" />
          <LoginLink url={loginUrl} className="ml-2 inline-flex min-h-10 items-center whitespace-nowrap px-4 text-sm lg:ml-3" />
        </div>
        <button
          ref={menuButton}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-navy-900 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? t("common.closeMenu") : t("common.openMenu")}</span>
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
  const t = useT();
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={`rounded-lg bg-accent-700 font-semibold text-white hover:bg-accent-800 ${className}`}>
      {t("common.login")}
      <span className="sr-only">{t("common.opensInNewTab")}</span>
    </a>
  );
}

/**
 * A menu of the navigation bar (Courses, Tools). Opens on hover and closes 250 ms after the pointer
 * leaves (so a pointer crossing the gap to the list does not lose it); by keyboard the button
 * toggles it, Escape closes it and focus leaving it closes it too.
 */
function NavDropdown({ id, label, children }: { id: string; label: string; children: ReactNode }) {
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
        aria-controls={id}
        onClick={() => {
          cancelClose();
          setOpen((value) => !value);
        }}
        className="flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-accent-700 lg:px-3"
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} fill="none">
          <path d="M5.5 7.5L10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {/* pt-2 instead of a margin: the pointer crosses no gap between the button and the list */}
      <div id={id} hidden={!open} className="absolute left-0 top-full w-72 pt-2">
        <div className="max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg">{children}</div>
      </div>
    </div>
  );
}

/** The site's calculators and tools (public-pages.ts marks them), linked in the page's language. */
function ToolLinks() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <ul>
      {toolPages.map((page) => (
        <li key={page.path}>
          <Link to={localPath(page.path)} className="flex min-h-10 items-center rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-accent-50 hover:text-accent-800">
            {pageName(page, t)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The published courses, each opening its own page (issue 22), which links the learning platform;
 * "All courses" leads to /courses.
 */
function CourseLinks({ courses }: { courses: NavCourse[] }) {
  const t = useT();
  const localPath = useLocalPath();
  // course names are content, in English until they have Hindi versions: marked so on a Hindi page
  const contentLang = useContentLang();
  const linkClass = "flex min-h-10 items-center rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-accent-50 hover:text-accent-800";
  if (courses.length === 0) return <p className="px-3 py-2 text-sm text-slate-600">{t("common.noCourses")}</p>;
  return (
    <ul>
      <li>
        <a href={localPath("/courses")} className={`${linkClass} font-semibold`}>
          {t("common.allCourses")}
        </a>
      </li>
      {courses.map((course) => (
        <li key={course.id}>
          <a href={localPath(`/courses/${encodeURIComponent(course.slug)}`)} className={linkClass}>
            <span lang={contentLang}>{course.name}</span>
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
  const t = useT();
  const localPath = useLocalPath();
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
            <NavLink to={localPath("/")} end className={mobileLinkClass}>
              {t("common.home")}
            </NavLink>
          </li>
          <li>
            <NavLink to={localPath("/about")} className={mobileLinkClass}>
              {t("common.about")}
            </NavLink>
          </li>
          <MobileAccordion id="mobile-courses" label={t("common.courses")}>
            <CourseLinks courses={courses} />
          </MobileAccordion>
          <MobileAccordion id="mobile-tools" label={t("common.tools")}>
            <ToolLinks />
          </MobileAccordion>
          <li>
            <NavLink to={localPath("/blog")} className={mobileLinkClass}>
              {t("common.blog")}
            </NavLink>
          </li>
          <li>
            <NavLink to={localPath("/contact")} className={mobileLinkClass}>
              {t("common.contact")}
            </NavLink>
          </li>
          <li>
            <LanguageSwitch className={mobileLinkClass({ isActive: false })} />
          </li>
        </ul>
        <LoginLink url={loginUrl} className="mt-2 flex min-h-12 items-center justify-center" />
      </div>
    </div>
  );
}

/** A list of the phone menu that opens in place (Courses, Tools). */
function MobileAccordion({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <button
        type="button"
        className="flex min-h-12 w-full items-center justify-between rounded-lg px-3 font-medium text-navy-900 hover:bg-slate-50"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 transition-transform ${open ? "rotate-180" : ""}`} fill="none">
          <path d="M5.5 7.5L10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div id={id} hidden={!open} className="border-l-2 border-accent-100 pl-2">
        {children}
      </div>
    </li>
  );
}
