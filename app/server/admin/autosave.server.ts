import { mayChangePost, type Permission } from "../../domain/roles";
import type { DraftHandle } from "../../domain/drafts";
import { EXPLORE_TRANSLATION_RECORD } from "../../domain/explore-translation";
import { isLegalDocumentKind, LEGAL_HINDI_DRAFTS } from "../../domain/legal-documents";
import type { SignedInUser } from "../auth/session.server";
import { findBlogById } from "../repos/blogs.server";
import { findCourse } from "../repos/courses.server";
import { findLegalVersion } from "../repos/legal-documents.server";
import { findTestimonial } from "../repos/testimonials.server";
import { AUTOSAVE_MAX_CHARS, discardAutosave, readAutosave, writeAutosave } from "../revisions.server";
import type { AppServices } from "../services.server";
import { SETTINGS_TRANSLATION_RECORD } from "../settings-translations.server";

/*
 * The server side of the editors' autosave (issue 21, decision 0041; the Hindi forms, decision
 * 0059): one draft per record and account, replaced at each beat. Only the fields a form has are
 * kept, as text, bounded in all. Each kind says who may keep a draft of it: exactly who may save
 * that form, so a draft is never a way round a refused save.
 */

type AutosaveUser = Pick<SignedInUser, "userId" | "role">;

interface AutosavedKind {
  /** the permission the form's own save asks for */
  permission: Permission;
  /** the fields kept: the form's list, or, for a form whose boxes vary by record (a course's lessons), a test of the name */
  fields: readonly string[] | ((name: string) => boolean);
  /** the record exists and this account may save its form (an Author: their own post's Hindi only) */
  writable(services: AppServices, id: string, user: AutosaveUser): Promise<boolean>;
}

/** A Hindi form's box: its field's name (`title`, `lesson.2.title`, `program.abc`), never a "still says the same" tick or the form's machinery. */
const HINDI_BOX = /^[A-Za-z][\w.-]{0,79}$/;
const MACHINERY = new Set(["intent", "id", "version", "hindiVersion", "hindiBasedOn", "hindiOverwrite", "overwriteVersion"]);
const hindiBox = (name: string) => HINDI_BOX.test(name) && !name.startsWith("still.") && !MACHINERY.has(name);

/** The record of a fixed form (a page's texts, the Explore section): only its own id. */
const only = (record: string) => async (_services: AppServices, id: string) => id === record;

/** The editors that autosave, by kind: the English post editor's, and each Hindi form's (named as its revisions, decision 0052). */
const AUTOSAVED: Record<string, AutosavedKind> = {
  blog: {
    permission: "posts.own",
    fields: ["title", "slug", "slugAuto", "description", "keywords", "tag", "status", "publishDate", "publishTime", "content"],
    writable: async (services, id) => Boolean(await findBlogById(services.db, id)),
  },
  "home-page-hi": { permission: "content", fields: hindiBox, writable: only("home") },
  "about-page-hi": { permission: "content", fields: hindiBox, writable: only("about") },
  "explore-hi": { permission: "content", fields: hindiBox, writable: only(EXPLORE_TRANSLATION_RECORD) },
  "course-hi": { permission: "content", fields: hindiBox, writable: async (services, id) => Boolean(await findCourse(services.db, id)) },
  "testimonial-hi": { permission: "content", fields: hindiBox, writable: async (services, id) => Boolean(await findTestimonial(services.db, id)) },
  // the settings' texts in Hindi (decision 0058): an Administrator's, as the settings
  "settings-hi": { permission: "settings", fields: hindiBox, writable: only(SETTINGS_TRANSLATION_RECORD) },
  // as the post's Hindi save: whoever may change the post (an Author, their own drafts)
  "post-hi": {
    permission: "posts.own",
    fields: hindiBox,
    writable: async (services, id, user) => {
      const blog = await findBlogById(services.db, id);
      return Boolean(blog && mayChangePost(user, blog));
    },
  },
  // a legal version's Hindi (decision 0056): the record is "kind:version"
  [LEGAL_HINDI_DRAFTS]: {
    permission: "content",
    fields: ["hindiBody"],
    writable: async (services, id) => {
      const [kind = "", version = ""] = id.split(":");
      return isLegalDocumentKind(kind) && /^\d{1,6}$/.test(version) && Boolean(await findLegalVersion(services.db, kind, Number(version)));
    },
  },
};

/** At most this many fields in one draft (a course has a few dozen boxes). */
const MAX_FIELDS = 400;

/** Every kind's name (the role census asks each one). */
export const autosaveKindNames = (): string[] => Object.keys(AUTOSAVED);

/** The permission a kind's drafts ask for (its form's save's), or null for no such kind. */
export function autosavePermission(entity: string): Permission | null {
  return Object.hasOwn(AUTOSAVED, entity) ? AUTOSAVED[entity]!.permission : null;
}

type Refusal = { ok: false; status: number; error: string };

/** The kind and record a posted form names, when this account may keep a draft of it. */
async function draftTarget(services: AppServices, user: AutosaveUser, form: FormData): Promise<{ ok: true; entity: string; id: string; kind: AutosavedKind } | Refusal> {
  const entity = String(form.get("entity") ?? "");
  const kind = Object.hasOwn(AUTOSAVED, entity) ? AUTOSAVED[entity]! : null;
  if (!kind) return { ok: false, status: 400, error: "This editor does not autosave." };
  const id = String(form.get("id") ?? "");
  if (!id || id.length > 64) return { ok: false, status: 400, error: "Which record?" };
  // "new": a post not created yet (the English editor's only)
  if (!(entity === "blog" && id === "new") && !(await kind.writable(services, id, user))) return { ok: false, status: 404, error: "This record no longer exists." };
  return { ok: true, entity, id, kind };
}

export async function saveEditorAutosave(services: AppServices, user: AutosaveUser, form: FormData): Promise<{ ok: true; savedAt: string } | Refusal> {
  const target = await draftTarget(services, user, form);
  if (!target.ok) return target;
  const raw = String(form.get("fields") ?? "");
  if (raw.length > AUTOSAVE_MAX_CHARS) return { ok: false, status: 413, error: "The draft is too long to keep." };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, status: 400, error: "The draft could not be read." };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { ok: false, status: 400, error: "The draft could not be read." };
  const { fields: kept } = target.kind;
  const names = typeof kept === "function" ? Object.keys(parsed).filter(kept) : kept;
  if (names.length > MAX_FIELDS) return { ok: false, status: 413, error: "The draft has too many fields to keep." };
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = (parsed as Record<string, unknown>)[name];
    if (typeof value === "string") fields[name] = value;
  }
  const version = String(form.get("version") ?? "");
  const saved = await writeAutosave(services.db, { entity: target.entity, entityId: target.id, userId: user.userId, baseVersion: version && version.length <= 64 ? version : null, fields });
  return { ok: true, savedAt: saved.savedAt };
}

/** "Discard it": this account's draft of the record named by the form is deleted. */
export async function discardEditorAutosave(services: AppServices, user: AutosaveUser, form: FormData): Promise<{ ok: true } | Refusal> {
  const target = await draftTarget(services, user, form);
  if (!target.ok) return target;
  await discardAutosave(services.db, target.entity, target.id, user.userId);
  return { ok: true };
}

/**
 * What a form needs to autosave: its kind and record, and this account's draft kept on the server
 * when it was typed after the version the form shows (`version`: an ISO time, "" for never saved;
 * null: offered whenever there is one) and says something the form does not say already (`shown`,
 * the form's texts: a tab left open beside the save of the same words keeps a copy of them).
 */
export async function draftHandle(services: AppServices, entity: string, id: string, userId: string, version: string | null, shown: Record<string, string> = {}): Promise<DraftHandle> {
  const draft = await readAutosave(services.db, entity, id.slice(0, 64), userId);
  const news = draft !== null && Object.entries(draft.fields).some(([name, value]) => shown[name] !== value);
  return { entity, id, draft: draft && news && (version === null || draft.savedAt > version) ? draft : null };
}

/** A Hindi form's data (its boxes, `rows`) with its drafts' handle (decision 0059); null stays null. */
export async function withDrafts<T extends { rows: readonly { key: string; hindi: string }[] }>(
  services: AppServices,
  userId: string,
  hindi: T | null,
  record: (hindi: T) => { entity: string; id: string; version: string | null; shown?: Record<string, string> },
): Promise<(T & { drafts: DraftHandle }) | null> {
  if (!hindi) return null;
  const { entity, id, version, shown = {} } = record(hindi);
  const boxes = Object.fromEntries(hindi.rows.map((row) => [row.key, row.hindi]));
  return { ...hindi, drafts: await draftHandle(services, entity, id, userId, version, { ...boxes, ...shown }) };
}
