import type { ReactNode } from "react";
import { pageName, toolPages } from "../../domain/public-pages";
import type { NavCourse } from "../../domain/site-chrome";
import { useLocalPath, useLocale, useT } from "../../i18n/texts";
import { contentLangOf } from "./content-lang";
import { LanguageSwitch } from "./language-switch";
import { SiteLink, SiteNavLink } from "./site-link";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors hover:text-accent-700 lg:px-3 ${
    isActive ? "text-accent-700" : "text-slate-700"
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-lg px-3 font-medium hover:bg-slate-50 ${isActive ? "text-accent-700" : "text-navy-900"}`;

/** The header's parts rendered once per language, content and active link (decision 0063), the language switch's href a placeholder. */
export interface HeaderFragments {
  /** the inner HTML of the navigation bar's links (shown from md up) */
  links: string;
  /** the inner HTML of the phone menu's button */
  menuButton: string;
  /** the inner HTML of the phone menu's wrapper */
  mobileMenu: string;
}

/** What the header's parts are drawn from (app/server/site-chrome-html.server.tsx renders them). */
export interface HeaderContent {
  courses: NavCourse[];
  loginUrl: string;
  /** the current page's path (encoded, as location.pathname): which navigation link is the page's */
  pathname: string;
  /** the language switch's href */
  switchHref: string;
}

/**
 * The header. Its menus open and close by the site's own script (app/client/header-menus.ts), on
 * every page, hydrated or not: here they are drawn closed, and CSS follows `aria-expanded` and the
 * header's `data-menu-open`. React draws the header's frame and its logo link (whose image React
 * preloads from the head); the rest is `fragments`, HTML rendered once from HeaderLinks,
 * MenuButtonContent and MobileMenuContent, with `fill` putting in what belongs to the page.
 */
export function SiteHeader({ companyName, fragments, fill }: { companyName: string; fragments: HeaderFragments; fill: (html: string) => string }) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <header className="group/header sticky top-0 z-40 border-b border-slate-200 bg-white" data-site-header="">
      <nav aria-label={t("common.mainNav")} className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <SiteLink to={localPath("/")} className="flex items-center gap-2 font-bold text-navy-900">
          <img src="/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span>{companyName}</span>
        </SiteLink>
        <div className="hidden items-center gap-1 md:flex" dangerouslySetInnerHTML={{ __html: fill(fragments.links) }} />
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-navy-900 md:hidden"
          aria-expanded={false}
          aria-controls="mobile-menu"
          data-menu-button=""
          data-open-label={t("common.openMenu")}
          data-close-label={t("common.closeMenu")}
          dangerouslySetInnerHTML={{ __html: fragments.menuButton }}
        />
      </nav>
      <div className="md:hidden" dangerouslySetInnerHTML={{ __html: fill(fragments.mobileMenu) }} />
    </header>
  );
}

/** The navigation bar's links and menus (shown from md up). */
export function HeaderLinks({ courses, loginUrl, pathname, switchHref }: HeaderContent) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <>
      <SiteNavLink pathname={pathname} to={localPath("/")} end className={navLinkClass}>
        {t("common.home")}
      </SiteNavLink>
      <SiteNavLink pathname={pathname} to={localPath("/about")} className={navLinkClass}>
        {t("common.about")}
      </SiteNavLink>
      <NavDropdown id="courses-menu" label={t("common.courses")}>
        <CourseLinks courses={courses} />
      </NavDropdown>
      <NavDropdown id="tools-menu" label={t("common.tools")}>
        <ToolLinks />
      </NavDropdown>
      <SiteNavLink pathname={pathname} to={localPath("/blog")} className={navLinkClass}>
        {t("common.blog")}
      </SiteNavLink>
      <SiteNavLink pathname={pathname} to={localPath("/contact")} className={navLinkClass}>
        {t("common.contact")}
      </SiteNavLink>
      <LanguageSwitch
        href={switchHref}
        className="ml-1 inline-flex min-h-10 items-center whitespace-nowrap rounded-md px-2 text-sm font-medium text-slate-700 hover:text-accent-700 lg:px-3"
      />
      <LoginLink url={loginUrl} className="ml-2 inline-flex min-h-10 items-center whitespace-nowrap px-4 text-sm lg:ml-3" />
    </>
  );
}

/** The site paths of the header's navigation links, in the order drawn, and whether each is `end`: what makes a page's header differ from another's. */
export const headerNavTargets: readonly { path: string; end: boolean }[] = [
  { path: "/", end: true },
  { path: "/about", end: false },
  { path: "/blog", end: false },
  { path: "/contact", end: false },
];

/** The phone menu's button's content: its label and its two icons. */
export function MenuButtonContent() {
  const t = useT();
  return (
    <>
      <span className="sr-only" data-menu-label="">
        {t("common.openMenu")}
      </span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 7h16M4 12h16M4 17h16" className="group-data-menu-open/header:hidden" />
        <path d="M6 6l12 12M18 6L6 18" className="hidden group-data-menu-open/header:inline" />
      </svg>
    </>
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

/** The chevron of a menu's button, turned while the button says the menu is open. */
function Chevron({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`${className} transition-transform in-aria-expanded:rotate-180`} fill="none">
      <path d="M5.5 7.5L10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * A menu of the navigation bar (Courses, Tools). Opens on hover and closes 250 ms after the pointer
 * leaves (so a pointer crossing the gap to the list does not lose it); by keyboard the button
 * toggles it, Escape closes it and focus leaving it closes it too (app/client/header-menus.ts).
 */
function NavDropdown({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="relative" data-dropdown="">
      <button
        type="button"
        aria-expanded={false}
        aria-controls={id}
        data-dropdown-button=""
        className="flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-accent-700 lg:px-3"
      >
        {label}
        <Chevron className="h-4 w-4" />
      </button>
      {/* pt-2 instead of a margin: the pointer crosses no gap between the button and the list */}
      <div id={id} hidden className="absolute left-0 top-full w-72 pt-2">
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
          <SiteLink to={localPath(page.path)} className="menu-link">
            {pageName(page, t)}
          </SiteLink>
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
  // course names are content, in English until a course is translated whole: marked so on a Hindi page
  const locale = useLocale();
  if (courses.length === 0) return <p className="px-3 py-2 text-sm text-slate-600">{t("common.noCourses")}</p>;
  return (
    <ul>
      <li>
        <a href={localPath("/courses")} className="menu-link font-semibold">
          {t("common.allCourses")}
        </a>
      </li>
      {courses.map((course) => (
        <li key={course.id}>
          <a href={localPath(`/courses/${encodeURIComponent(course.slug)}`)} className="menu-link">
            <span lang={contentLangOf(locale, course.lang ?? "en")}>{course.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The phone menu (inside the header's `md:hidden` wrapper): a panel that slides in from the right under the header while the header says
 * `data-menu-open`. While closed it is `invisible` (after the slide), so nothing in it can be
 * tabbed to or read; app/client/header-menus.ts moves focus in and out.
 */
export function MobileMenuContent({ courses, loginUrl, pathname, switchHref }: HeaderContent) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <>
      <div
        aria-hidden="true"
        data-menu-overlay=""
        className="pointer-events-none fixed inset-x-0 top-16 bottom-0 bg-navy-900/40 opacity-0 transition-opacity duration-200 group-data-menu-open/header:pointer-events-auto group-data-menu-open/header:opacity-100"
      />
      <div
        id="mobile-menu"
        // visibility is animated only on the way out: on the way in it must apply at once, or focus() would find the panel still hidden
        className="invisible fixed top-16 right-0 bottom-0 w-full max-w-sm translate-x-full overflow-y-auto border-t border-l border-slate-200 bg-white px-4 pb-8 shadow-xl transition-[transform,visibility] duration-200 ease-out group-data-menu-open/header:visible group-data-menu-open/header:translate-x-0 group-data-menu-open/header:transition-transform"
      >
        <ul className="flex flex-col gap-1 py-3">
          <li>
            <SiteNavLink pathname={pathname} to={localPath("/")} end className={mobileLinkClass}>
              {t("common.home")}
            </SiteNavLink>
          </li>
          <li>
            <SiteNavLink pathname={pathname} to={localPath("/about")} className={mobileLinkClass}>
              {t("common.about")}
            </SiteNavLink>
          </li>
          <MobileAccordion id="mobile-courses" label={t("common.courses")}>
            <CourseLinks courses={courses} />
          </MobileAccordion>
          <MobileAccordion id="mobile-tools" label={t("common.tools")}>
            <ToolLinks />
          </MobileAccordion>
          <li>
            <SiteNavLink pathname={pathname} to={localPath("/blog")} className={mobileLinkClass}>
              {t("common.blog")}
            </SiteNavLink>
          </li>
          <li>
            <SiteNavLink pathname={pathname} to={localPath("/contact")} className={mobileLinkClass}>
              {t("common.contact")}
            </SiteNavLink>
          </li>
          <li>
            <LanguageSwitch href={switchHref} className={mobileLinkClass({ isActive: false })} />
          </li>
        </ul>
        <LoginLink url={loginUrl} className="mt-2 flex min-h-12 items-center justify-center" />
      </div>
    </>
  );
}

/** A list of the phone menu that opens in place (Courses, Tools). */
function MobileAccordion({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <li>
      <button
        type="button"
        className="flex min-h-12 w-full items-center justify-between rounded-lg px-3 font-medium text-navy-900 hover:bg-slate-50"
        aria-expanded={false}
        aria-controls={id}
        data-accordion-button=""
      >
        {label}
        <Chevron className="h-5 w-5" />
      </button>
      <div id={id} hidden className="border-l-2 border-accent-100 pl-2">
        {children}
      </div>
    </li>
  );
}
