import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/** The whole URL table (both specs), written by hand. */
export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("blog", "routes/site/blog-list.tsx"),
    route("blog/:slug", "routes/site/blog-post.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("sitemap", "routes/site/sitemap.tsx"),
    route("terms-and-conditions", "routes/site/legal.tsx", { id: "terms" }),
    route("privacy-policy", "routes/site/legal.tsx", { id: "privacy" }),
    route("refund-cancellation", "routes/site/legal.tsx", { id: "refund" }),
    route("profit-loss-calculator", "routes/site/calculators/profit-loss.tsx"),
    route("margin-calculator", "routes/site/calculators/margin.tsx"),
    route("risk-reward", "routes/site/calculators/risk-reward.tsx"),
    route("pip-calculator", "routes/site/calculators/pip-value.tsx"),
    route("lot-size", "routes/site/calculators/position-size.tsx"),
    route("economic-calendar", "routes/site/economic-calendar.tsx"),
    route("live-trading-chart", "routes/site/live-trading-chart.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  // for search engines: every public page and visible post, and the crawling rules
  route("sitemap.xml", "routes/resources/sitemap-xml.ts"),
  route("robots.txt", "routes/resources/robots-txt.ts"),
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
    route("messages/export.csv", "routes/resources/admin-messages-export.ts"),
    route("unread-messages", "routes/resources/admin-messages-unread.ts"),
    route("messages/person/export", "routes/resources/admin-messages-person-export.ts"),
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
      route("testimonials", "routes/admin/testimonials.tsx"),
      route("rates", "routes/admin/rates.tsx"),
      route("audit", "routes/admin/audit.tsx"),
    ]),
    route("*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;
