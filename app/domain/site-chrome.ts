/** What the public header and footer show besides the site settings (read by app/server/site-chrome.server.ts). */

/** A course in the header's Courses menu: its name and the learning platform link it opens. */
export interface NavCourse {
  id: string;
  name: string;
  link: string;
}

/** One of the footer's "home highlights": a visible post, linked to /blog/{slug}. */
export interface FooterHighlight {
  title: string;
  slug: string;
  date: string;
}
