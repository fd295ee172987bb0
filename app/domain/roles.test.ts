import { describe, expect, it } from "vitest";
import { adminSections, isAwaitingReview, may, mayChangePost, mayReceiveEvent, rolesWith, sectionsFor, seesPost, uploadPermission } from "./roles";

describe("the permission map", () => {
  it("gives an author the dashboard and their posts only, an editor all content and nothing personal", () => {
    expect(sectionsFor("author").map((section) => section.label)).toEqual(["Dashboard", "Blogs"]);
    expect(sectionsFor("editor").map((section) => section.label)).not.toContain("Messages");
    expect(sectionsFor("editor").map((section) => section.label)).not.toContain("Settings");
    expect(sectionsFor("editor").map((section) => section.label)).toEqual(expect.arrayContaining(["Page texts", "Legal documents", "Courses", "SEO"]));
    expect(sectionsFor("administrator")).toEqual(adminSections);
    expect(rolesWith("messages")).toEqual(["administrator"]);
    expect(rolesWith("content")).toEqual(["administrator", "editor"]);
    expect(may("nobody", "dashboard")).toBe(false);
  });

  it("keeps message events and course images from those who may not have them", () => {
    expect(mayReceiveEvent("author", "contact.created")).toBe(false);
    expect(mayReceiveEvent("editor", "messages.changed")).toBe(false);
    expect(mayReceiveEvent("editor", "content.changed")).toBe(true);
    expect(mayReceiveEvent("administrator", "contact.created")).toBe(true);
    expect(may("author", uploadPermission("blog-image"))).toBe(true);
    expect(may("author", uploadPermission("course-image"))).toBe(false);
  });

  it("lets an author see and change only their own posts, and only until published", () => {
    const author = { userId: "a", role: "author" as const };
    const own = { ownerId: "a", status: "Draft", submittedAt: "2026-11-26T00:00:00.000Z" };
    expect(isAwaitingReview(own)).toBe(true);
    expect(seesPost(author, own)).toBe(true);
    expect(mayChangePost(author, own)).toBe(true);
    expect(mayChangePost(author, { ...own, status: "Published" })).toBe(false);
    expect(seesPost(author, { ...own, ownerId: "b" })).toBe(false);
    expect(seesPost(author, { ...own, ownerId: null })).toBe(false);
    expect(mayChangePost({ userId: "e", role: "editor" }, own)).toBe(true);
  });
});
