import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";

/** The whole URL table (both specs), written by hand. */
export default [
  ...publicSite("en"),
  ...prefix("hi", publicSite("hi")),
  // for search engines: every public page and visible post, and the crawling rules
  route("sitemap.xml", "routes/resources/sitemap-xml.ts"),
  route("robots.txt", "routes/resources/robots-txt.ts"),
  // the blog's feeds (decision 0037): one address per format, ?keyword= for one keyword's posts;
  // the Hindi blog's under /hi, with its posts in Hindi (decision 0057)
  route("blog/feed.xml", "routes/resources/blog-feed.ts", { id: "blog-feed-rss" }),
  route("blog/atom.xml", "routes/resources/blog-feed.ts", { id: "blog-feed-atom" }),
  route("blog/feed.json", "routes/resources/blog-feed.ts", { id: "blog-feed-json" }),
  route("hi/blog/feed.xml", "routes/resources/blog-feed.ts", { id: "hi/blog-feed-rss" }),
  route("hi/blog/atom.xml", "routes/resources/blog-feed.ts", { id: "hi/blog-feed-atom" }),
  route("hi/blog/feed.json", "routes/resources/blog-feed.ts", { id: "hi/blog-feed-json" }),
  // the web app manifest, named from the site settings
  route("site.webmanifest", "routes/resources/web-manifest.ts"),
  // the generated default testimonial avatar (decision 0012), public
  route("avatars/:file", "routes/resources/avatar.ts"),
  ...prefix("admin", [
    index("routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    route("sign-in-code", "routes/admin/sign-in-code.tsx"),
    route("events", "routes/resources/admin-events.ts"),
    route("uploads", "routes/resources/admin-uploads.ts"),
    route("autosave", "routes/resources/admin-autosave.ts"),
    route("messages/export.csv", "routes/resources/admin-messages-export.ts"),
    route("unread-messages", "routes/resources/admin-messages-unread.ts"),
    route("messages/person/export", "routes/resources/admin-messages-person-export.ts"),
    route("subscribers/export.csv", "routes/resources/admin-subscribers-export.ts"),
    layout("routes/admin/layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("users", "routes/admin/users.tsx", { id: "admin-users" }),
      route("messages", "routes/admin/messages.tsx"),
      route("messages/person", "routes/admin/messages-person.tsx"),
      route("messages/:id", "routes/admin/messages-detail.tsx"),
      route("courses", "routes/admin/courses.tsx"),
      route("blogs", "routes/admin/blogs.tsx", { id: "admin-blogs" }),
      route("blogs/:id/preview", "routes/admin/blog-preview.tsx", { id: "admin-blog-preview" }),
      route("seo", "routes/admin/seo.tsx", { id: "admin-seo" }),
      route("settings", "routes/admin/settings.tsx", { id: "admin-settings" }),
      route("explore", "routes/admin/explore.tsx", { id: "admin-explore" }),
      route("pages", "routes/admin/pages.tsx", { id: "admin-pages" }),
      route("testimonials", "routes/admin/testimonials.tsx"),
      route("rates", "routes/admin/rates.tsx"),
      route("statutory-rates", "routes/admin/statutory-rates.tsx"),
      route("lot-sizes", "routes/admin/lot-sizes.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("legal", "routes/admin/legal.tsx", { id: "admin-legal" }),
      route("legal/:kind", "routes/admin/legal-edit.tsx", { id: "admin-legal-edit" }),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("revisions/:kind/:id", "routes/admin/revisions.tsx", { id: "admin-revisions" }),
    ]),
    route("*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;

/**
 * The public site, once per language (issue 23): English at today's addresses, Hindi under /hi.
 * The same files serve both; the Hindi routes' ids start with "hi/" (React Router wants one id per
 * route), and every module reads the language from the address (app/i18n/locale.ts).
 */
function publicSite(locale: "en" | "hi"): RouteConfigEntry[] {
  const id = (name: string) => (locale === "en" ? { id: name } : { id: `hi/${name}` });
  return [
    layout("routes/site/layout.tsx", id("routes/site/layout"), [
      index("routes/site/home.tsx", id("routes/site/home")),
      route("about", "routes/site/about.tsx", id("routes/site/about")),
      route("courses", "routes/site/courses.tsx", id("routes/site/courses")),
      route("courses/:slug", "routes/site/course-page.tsx", id("routes/site/course-page")),
      route("blog", "routes/site/blog-list.tsx", id("routes/site/blog-list")),
      route("blog/:slug", "routes/site/blog-post.tsx", id("routes/site/blog-post")),
      route("contact", "routes/site/contact.tsx", id("routes/site/contact")),
      route("sitemap", "routes/site/sitemap.tsx", id("routes/site/sitemap")),
      // the newsletter (issue 22, decision 0045): the sign-up's own page and answer, and the mails' links
      route("newsletter", "routes/site/newsletter.tsx", id("routes/site/newsletter")),
      route("newsletter/confirm", "routes/site/newsletter-confirm.tsx", id("routes/site/newsletter-confirm")),
      route("newsletter/unsubscribe", "routes/site/newsletter-unsubscribe.tsx", id("routes/site/newsletter-unsubscribe")),
      route("terms-and-conditions", "routes/site/legal.tsx", id("terms")),
      route("privacy-policy", "routes/site/legal.tsx", id("privacy")),
      route("refund-cancellation", "routes/site/legal.tsx", id("refund")),
      route("disclaimer", "routes/site/legal.tsx", id("disclaimer")),
      route("profit-loss-calculator", "routes/site/calculators/profit-loss.tsx", id("routes/site/calculators/profit-loss")),
      route("margin-calculator", "routes/site/calculators/margin.tsx", id("routes/site/calculators/margin")),
      route("risk-reward", "routes/site/calculators/risk-reward.tsx", id("routes/site/calculators/risk-reward")),
      route("pip-calculator", "routes/site/calculators/pip-value.tsx", id("routes/site/calculators/pip-value")),
      route("lot-size", "routes/site/calculators/position-size.tsx", id("routes/site/calculators/position-size")),
      route("option-payoff-calculator", "routes/site/calculators/option-payoff.tsx", id("routes/site/calculators/option-payoff")),
      route("sip-calculator", "routes/site/calculators/sip.tsx", id("routes/site/calculators/sip")),
      route("compound-interest-calculator", "routes/site/calculators/compound-interest.tsx", id("routes/site/calculators/compound-interest")),
      route("brokerage-calculator", "routes/site/calculators/brokerage.tsx", id("routes/site/calculators/brokerage")),
      route("economic-calendar", "routes/site/economic-calendar.tsx", id("routes/site/economic-calendar")),
      route("live-trading-chart", "routes/site/live-trading-chart.tsx", id("routes/site/live-trading-chart")),
      route("*", "routes/site/not-found.tsx", id("routes/site/not-found")),
    ]),
  ];
}
