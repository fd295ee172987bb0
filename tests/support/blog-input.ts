import type { BlogInput } from "../../app/server/repos/blogs.server";

/** A published post as a repository test writes it, with `overrides` over plain defaults. */
export const blogPost = (overrides: Partial<BlogInput>): BlogInput => ({
  title: "A post",
  slug: "post",
  author: "Candlewise Academy",
  description: "About something.",
  keywords: "risk",
  status: "Published",
  image: "/demo/blog/default.svg",
  tag: null,
  content: "<p>Body</p>",
  date: "2026-10-01T10:00:00.000Z",
  publishAt: null,
  ...overrides,
});
