/** What the public header and footer show besides the site settings (read by app/server/site-chrome.server.ts). */

/** A published course in the header's Courses menu. */
export interface NavCourse {
  id: string;
  name: string;
  link: string;
  /** its page's slug: the menu opens /courses/{slug} (a draft course is in no public list) */
  slug: string;
  /** "hi" when the name is the course's Hindi (on a Hindi page, for a course translated whole) */
  lang?: "hi";
}

/** One of the footer's "home highlights": a visible post, linked to /blog/{slug}. */
export interface FooterHighlight {
  title: string;
  slug: string;
  date: string;
}
