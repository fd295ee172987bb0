/*
 * The roles of the back office (issue 21, decision 0040) and what each may do: the one permission
 * map that the server's guard, the navigation, the dashboard and the authorisation census read.
 *
 * Administrator: everything. Editor: all the site's content, nothing personal (no messages, users,
 * settings, audit trail or backups). Author: their own posts, as drafts submitted for review.
 */

/** The words of a refused screen (the admin layout's boundary shows them with the navigation). */
export const REFUSED_TEXT = "Your role does not include this screen.";

export const ROLES = ["administrator", "editor", "author"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);

export const roleLabels: Record<Role, string> = { administrator: "Administrator", editor: "Editor", author: "Author" };

export const roleSummaries: Record<Role, string> = {
  administrator: "Everything, including messages, users, settings and the audit trail.",
  editor: "All content (posts, courses, testimonials, Explore, SEO, rates, page texts, legal documents); no messages, users, settings or audit trail.",
  author: "Their own blog posts, as drafts submitted for review; an editor or administrator publishes them.",
};

/**
 * What can be allowed. `content` covers every public text that is not a post: courses,
 * testimonials, Explore, SEO, exchange rates, statutory rates, lot sizes, the page texts and the
 * legal documents, and their images.
 */
export const PERMISSIONS = [
  /** the dashboard and the live event stream (each shows only what the role may see) */
  "dashboard",
  /** write one's own posts as drafts and submit them for review; upload their images */
  "posts.own",
  /** every post: edit, publish, schedule, delete; the posts awaiting review */
  "posts.publish",
  "content",
  /** contact messages, visitors' e-mail addresses and phones (newsletter subscribers too), their exports, the unread count and message events */
  "messages",
  "users",
  "settings",
  "audit",
  "backups",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const grants: Record<Role, readonly Permission[]> = {
  administrator: PERMISSIONS,
  editor: ["dashboard", "posts.own", "posts.publish", "content"],
  author: ["dashboard", "posts.own"],
};

/** May this role do that? Unknown roles may do nothing. */
export function may(role: Role | string | null | undefined, permission: Permission): boolean {
  return isRole(role) && grants[role].includes(permission);
}

/** The roles that hold a permission, in the order of ROLES. */
export const rolesWith = (permission: Permission): Role[] => ROLES.filter((role) => may(role, permission));

/** The screens of the back office in the navigation's order, each with the permission it needs. */
export const adminSections: readonly { to: string; label: string; permission: Permission }[] = [
  { to: "/admin/dashboard", label: "Dashboard", permission: "dashboard" },
  { to: "/admin/messages", label: "Messages", permission: "messages" },
  { to: "/admin/blogs", label: "Blogs", permission: "posts.own" },
  { to: "/admin/subscribers", label: "Subscribers", permission: "messages" },
  { to: "/admin/courses", label: "Courses", permission: "content" },
  { to: "/admin/testimonials", label: "Testimonials", permission: "content" },
  { to: "/admin/explore", label: "Explore", permission: "content" },
  { to: "/admin/pages", label: "Page texts", permission: "content" },
  { to: "/admin/seo", label: "SEO", permission: "content" },
  { to: "/admin/legal", label: "Legal documents", permission: "content" },
  { to: "/admin/rates", label: "Exchange rates", permission: "content" },
  { to: "/admin/statutory-rates", label: "Statutory rates", permission: "content" },
  { to: "/admin/lot-sizes", label: "Lot sizes", permission: "content" },
  { to: "/admin/users", label: "Users", permission: "users" },
  { to: "/admin/settings", label: "Settings", permission: "settings" },
  { to: "/admin/audit", label: "Audit trail", permission: "audit" },
];

/** The navigation of one role: only what it may use. */
export const sectionsFor = (role: Role) => adminSections.filter((section) => may(role, section.permission));

/** Images uploaded ahead of their form: a post's image is an author's; the others are content. */
export const uploadPermission = (purpose: string): Permission => (purpose === "blog-image" ? "posts.own" : "content");

/** The live events a role may receive: message events only to those who may read messages. */
export function mayReceiveEvent(role: Role | string | null | undefined, type: string): boolean {
  if (type === "contact.created" || type === "contact.deleted" || type === "messages.changed") return may(role, "messages");
  return may(role, "dashboard");
}

/** A post as the review rules see it. */
export interface ReviewedPost {
  ownerId: string | null;
  status: string;
  submittedAt: string | null;
}

/** A draft its author has submitted: what an editor or administrator is asked to publish. */
export const isAwaitingReview = (post: ReviewedPost): boolean => post.status !== "Published" && post.submittedAt !== null;

/** Which posts a role sees in the back office: every post, or only its own. */
export const seesPost = (user: { userId: string; role: Role }, post: ReviewedPost): boolean => may(user.role, "posts.publish") || post.ownerId === user.userId;

/**
 * Who may change (or delete) a post: an editor or administrator any post; an author only their own,
 * and only while it is not published (once an editor has published it, it is the site's).
 */
export const mayChangePost = (user: { userId: string; role: Role }, post: ReviewedPost): boolean =>
  may(user.role, "posts.publish") || (may(user.role, "posts.own") && post.ownerId === user.userId && post.status !== "Published");
