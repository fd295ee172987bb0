import type { DiffField } from "../revision-diff.server";
import type { Permission } from "../../domain/roles";
import { diffSnapshots, type FieldChange } from "../revision-diff.server";
import { listRevisions, readRevision, type RevisionSummary } from "../revisions.server";
import type { AuditActor } from "../repos/audit.server";
import { findBlogById } from "../repos/blogs.server";
import type { AppServices } from "../services.server";
import { restoreSettingsRevision, SETTINGS_ID, settingsRevisionFields, settingsSnapshot, settingsVersion } from "./settings.server";
import { findTestimonial } from "../repos/testimonials.server";
import { restoreTestimonialRevision, testimonialRevisionFields, testimonialSnapshot, type TestimonialSnapshot } from "./testimonials.server";
import { blogRevisionFields, blogSnapshot, restoreBlogRevision, type BlogSnapshot } from "./blogs.server";
import { findCourse } from "../repos/courses.server";
import { pageRevisionEntity, pageRevisionFields, pageSnapshot, restorePageRevision } from "./pages.server";
import { readPageVersion, type PageName } from "../repos/page-texts.server";
import { courseRevisionFields, courseSnapshot, restoreCourseRevision, type CourseSnapshot } from "./courses.server";
import { pageTranslationRevisionEntity, pageTranslationSnapshot, pageTranslationVersion, restorePageTranslationRevision } from "./page-translations.server";
import { COURSE_HINDI_REVISIONS, COURSE_TRANSLATION } from "./course-translations.server";
import { TESTIMONIAL_HINDI_REVISIONS, TESTIMONIAL_TRANSLATION } from "./testimonial-translations.server";
import { EXPLORE_HINDI_REVISIONS, EXPLORE_TRANSLATION } from "./explore-translations.server";
import { SETTINGS_HINDI_REVISIONS, SETTINGS_TRANSLATION } from "./settings-translations.server";
import { loadRecordTranslation, recordTranslationSnapshot, recordTranslationVersion, restoreRecordTranslationRevision, type RecordTranslationKind } from "./record-translations.server";
import { POST_HINDI_REVISIONS, postTranslationSnapshot, postTranslationVersion, restorePostTranslationRevision } from "./blog-translations.server";
import { translationDiffView } from "./translation-revisions.server";

/*
 * The record kinds whose revisions the back office shows (issue 21, decision 0041): one entry per
 * kind says how to read the current record, which fields to compare and how to restore one. The
 * revisions screen (/admin/revisions/:kind/:id) is the same for all of them.
 */

export interface RevisionKind {
  /** the revisions' entity key, and the address's :kind */
  entity: string;
  /** "post", "course"… as a sentence names it */
  noun: string;
  /**
   * who may read and restore its revisions (decision 0040): a post's are an editor's (a restore can
   * change a published post), the settings' an administrator's
   */
  permission: Permission;
  /** where the record is edited (the editor's address) */
  editHref(id: string): string;
  fields: readonly DiffField[];
  /**
   * for a kind whose fields differ from record to record (a course's Hindi has a box per lesson):
   * a snapshot as the fields to compare and their values; the kind's `fields` are then not used
   */
  diffView?(snapshot: Record<string, unknown>): { fields: DiffField[]; values: Record<string, unknown> };
  current(services: AppServices, id: string): Promise<{ title: string; version: string; snapshot: Record<string, unknown> } | null>;
  restore(services: AppServices, input: { id: string; snapshot: Record<string, unknown>; revisionId: string; version: string | null; actor: AuditActor }): Promise<{ ok: true } | { ok: false; status: number; message: string }>;
}

const kinds: Record<string, RevisionKind> = {
  blog: {
    entity: "blog",
    noun: "post",
    permission: "posts.publish",
    editHref: (id) => `/admin/blogs?edit=${encodeURIComponent(id)}`,
    fields: blogRevisionFields,
    async current(services, id) {
      const blog = await findBlogById(services.db, id);
      return blog ? { title: blog.title, version: blog.updatedAt, snapshot: blogSnapshot(blog) } : null;
    },
    restore: (services, input) => restoreBlogRevision(services, { ...input, snapshot: input.snapshot as BlogSnapshot }),
  },
  course: {
    entity: "course",
    noun: "course",
    permission: "content",
    editHref: (id) => `/admin/courses?edit=${encodeURIComponent(id)}`,
    fields: courseRevisionFields,
    async current(services, id) {
      const course = await findCourse(services.db, id);
      return course ? { title: course.name, version: course.updatedAt, snapshot: courseSnapshot(course) } : null;
    },
    restore: (services, input) => restoreCourseRevision(services, { ...input, snapshot: input.snapshot as CourseSnapshot }),
  },
  settings: {
    entity: "settings",
    noun: "settings page",
    permission: "settings",
    editHref: () => "/admin/settings",
    fields: settingsRevisionFields,
    async current(services, id) {
      if (id !== SETTINGS_ID) return null;
      return { title: "Site settings", version: await settingsVersion(services.db), snapshot: await settingsSnapshot(services.db) };
    },
    restore: (services, input) => restoreSettingsRevision(services, input),
  },
  testimonial: {
    entity: "testimonial",
    noun: "testimonial",
    permission: "content",
    editHref: (id) => `/admin/testimonials?edit=${encodeURIComponent(id)}`,
    fields: testimonialRevisionFields,
    async current(services, id) {
      const testimonial = await findTestimonial(services.db, id);
      return testimonial ? { title: `Testimonial by ${testimonial.author}`, version: testimonial.updatedAt, snapshot: testimonialSnapshot(testimonial) } : null;
    },
    restore: (services, input) => restoreTestimonialRevision(services, { ...input, snapshot: input.snapshot as TestimonialSnapshot }),
  },
};

/** The home page's and the About page's texts: each page one record, its id the page's name. */
function pageKind(page: PageName, title: string): RevisionKind {
  return {
    entity: pageRevisionEntity(page),
    noun: page === "home" ? "home page" : "About page",
    permission: "content",
    editHref: () => (page === "home" ? "/admin/pages" : "/admin/pages?page=about"),
    fields: pageRevisionFields(page),
    async current(services, id) {
      if (id !== page) return null;
      return { title, version: await readPageVersion(services.db, page), snapshot: await pageSnapshot(services, page) };
    },
    restore: (services, input) => restorePageRevision(services, page, input),
  };
}
kinds["home-page"] = pageKind("home", "Home page texts");
kinds["about-page"] = pageKind("about", "About page texts");

/*
 * The Hindi texts (decision 0052): one kind per record kind, its entity the English kind's with
 * "-hi", so each is read and restored by whoever edits that Hindi (the Content permission, as the
 * Hindi views themselves). A version keeps each box's Hindi and the English it translates.
 */
function pageHindiKind(page: PageName, title: string): RevisionKind {
  return {
    entity: pageTranslationRevisionEntity(page),
    noun: page === "home" ? "home page's Hindi" : "About page's Hindi",
    permission: "content",
    editHref: () => `/admin/pages?page=${page}-hi`,
    fields: [],
    diffView: translationDiffView,
    async current(services, id) {
      if (id !== page) return null;
      return { title, version: await pageTranslationVersion(services.db, page), snapshot: { ...(await pageTranslationSnapshot(services, page)) } };
    },
    restore: (services, input) => restorePageTranslationRevision(services, page, input),
  };
}
kinds["home-page-hi"] = pageHindiKind("home", "Home page texts in Hindi");
kinds["about-page-hi"] = pageHindiKind("about", "About page texts in Hindi");

/**
 * A record's Hindi (a course's, a testimonial's, the Explore section's, the settings'): the record's
 * id is its own; read and restored with the permission that edits it (Content unless said).
 */
function recordHindiKind(kind: RecordTranslationKind, editHref: (id: string) => string, permission: Permission = "content"): RevisionKind {
  return {
    entity: kind.revisions,
    noun: kind.hindiNoun,
    permission,
    editHref,
    fields: [],
    diffView: translationDiffView,
    async current(services, id) {
      const translation = await loadRecordTranslation(kind, services, id);
      const snapshot = translation ? await recordTranslationSnapshot(kind, services, id) : null;
      if (!translation || !snapshot) return null;
      return { title: `${translation.name} in Hindi`, version: await recordTranslationVersion(kind, services, id), snapshot: { ...snapshot } };
    },
    restore: (services, input) => restoreRecordTranslationRevision(kind, services, input),
  };
}
kinds[COURSE_HINDI_REVISIONS] = recordHindiKind(COURSE_TRANSLATION, (id) => `/admin/courses?hindi=${encodeURIComponent(id)}`);
kinds[TESTIMONIAL_HINDI_REVISIONS] = recordHindiKind(TESTIMONIAL_TRANSLATION, (id) => `/admin/testimonials?hindi=${encodeURIComponent(id)}`);
kinds[EXPLORE_HINDI_REVISIONS] = recordHindiKind(EXPLORE_TRANSLATION, () => "/admin/explore?hindi=1");
// the settings' texts in Hindi (decision 0058): an administrator's, as the settings themselves
kinds[SETTINGS_HINDI_REVISIONS] = recordHindiKind(SETTINGS_TRANSLATION, () => "/admin/settings?hindi=1", "settings");

/*
 * A post's Hindi: read and restored by whoever may read the English post's revisions (posts.publish:
 * Editors and Administrators). An Author changes the Hindi of their own drafts but, as for the
 * English, a restore is an editor's.
 */
kinds[POST_HINDI_REVISIONS] = {
  entity: POST_HINDI_REVISIONS,
  noun: "post's Hindi",
  permission: "posts.publish",
  editHref: (id) => `/admin/blogs?hindi=${encodeURIComponent(id)}`,
  fields: [],
  diffView: translationDiffView,
  async current(services, id) {
    const blog = await findBlogById(services.db, id);
    const snapshot = blog ? await postTranslationSnapshot(services, id) : null;
    if (!blog || !snapshot) return null;
    return { title: `${blog.title} in Hindi`, version: await postTranslationVersion(services, id), snapshot: { ...snapshot } };
  },
  restore: (services, input) => restorePostTranslationRevision(services, input),
};

/** Every kind's name (the authorisation census asks each one). */
export const revisionKindNames = (): string[] => Object.keys(kinds);

export function revisionKind(name: string): RevisionKind | null {
  return Object.hasOwn(kinds, name) ? kinds[name]! : null;
}

/** Adds a kind (the other editors register theirs here). */
export function registerRevisionKind(kind: RevisionKind): void {
  kinds[kind.entity] = kind;
}

export interface RevisionsView {
  entity: string;
  noun: string;
  id: string;
  title: string;
  version: string;
  editHref: string;
  revisions: RevisionSummary[];
  /** the revision shown, and what changed: from the one before it, or from it to the current record */
  selected: { revision: RevisionSummary; against: "previous" | "current"; changes: FieldChange[]; isCurrent: boolean } | null;
}

/** The revisions screen of one record: its revisions, and the changes of the one asked for. */
export async function loadRevisionsView(services: AppServices, kind: RevisionKind, id: string, options: { revisionId: string | null; against: "previous" | "current" }): Promise<RevisionsView | null> {
  const current = await kind.current(services, id);
  if (!current) return null;
  const revisions = await listRevisions(services.db, kind.entity, id);
  const view: RevisionsView = { entity: kind.entity, noun: kind.noun, id, title: current.title, version: current.version, editHref: kind.editHref(id), revisions, selected: null };
  const index = options.revisionId ? revisions.findIndex((revision) => revision.id === options.revisionId) : -1;
  if (index < 0) return view;
  const revision = (await readRevision(services.db, kind.entity, id, revisions[index]!.id))!;
  const isCurrent = index === 0;
  let before: Record<string, unknown>;
  let after: Record<string, unknown>;
  if (options.against === "current") {
    before = revision.snapshot;
    after = current.snapshot;
  } else {
    const previous = revisions[index + 1];
    before = previous ? ((await readRevision(services.db, kind.entity, id, previous.id))?.snapshot ?? {}) : {};
    after = revision.snapshot;
  }
  view.selected = { revision: revisions[index]!, against: options.against, changes: changesOf(kind, before, after), isCurrent };
  return view;
}

/** What changed between two snapshots of a kind, field by field in the newer one's order. */
function changesOf(kind: RevisionKind, before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  if (!kind.diffView) return diffSnapshots(kind.fields, before, after);
  const [old, now] = [kind.diffView(before), kind.diffView(after)];
  const seen = new Set(now.fields.map((field) => field.name));
  return diffSnapshots([...now.fields, ...old.fields.filter((field) => !seen.has(field.name))], old.values, now.values);
}
