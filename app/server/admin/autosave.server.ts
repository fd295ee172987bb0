import { findBlogById } from "../repos/blogs.server";
import { AUTOSAVE_MAX_CHARS, writeAutosave } from "../revisions.server";
import type { AppServices } from "../services.server";

/*
 * The server side of the editors' autosave (issue 21, decision 0041): one draft per record and
 * account, replaced at each beat. Only the fields a form has are kept, as text, bounded in all.
 */

/** The editors that autosave, and the form fields each keeps (never a file, never the intent). */
const AUTOSAVED: Record<string, { fields: readonly string[]; exists: (services: AppServices, id: string) => Promise<boolean> }> = {
  blog: {
    fields: ["title", "slug", "slugAuto", "description", "keywords", "tag", "status", "publishDate", "publishTime", "content"],
    exists: async (services, id) => Boolean(await findBlogById(services.db, id)),
  },
};

export async function saveEditorAutosave(services: AppServices, userId: string, form: FormData): Promise<{ ok: true; savedAt: string } | { ok: false; status: number; error: string }> {
  const entity = String(form.get("entity") ?? "");
  const kind = Object.hasOwn(AUTOSAVED, entity) ? AUTOSAVED[entity]! : null;
  if (!kind) return { ok: false, status: 400, error: "This editor does not autosave." };
  const id = String(form.get("id") ?? "");
  if (!id || id.length > 64) return { ok: false, status: 400, error: "Which record?" };
  if (id !== "new" && !(await kind.exists(services, id))) return { ok: false, status: 404, error: "This record no longer exists." };
  const raw = String(form.get("fields") ?? "");
  if (raw.length > AUTOSAVE_MAX_CHARS) return { ok: false, status: 413, error: "The draft is too long to keep." };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, status: 400, error: "The draft could not be read." };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { ok: false, status: 400, error: "The draft could not be read." };
  const fields: Record<string, string> = {};
  for (const name of kind.fields) {
    const value = (parsed as Record<string, unknown>)[name];
    if (typeof value === "string") fields[name] = value;
  }
  const version = String(form.get("version") ?? "");
  const saved = await writeAutosave(services.db, { entity, entityId: id, userId, baseVersion: version && version.length <= 40 ? version : null, fields });
  return { ok: true, savedAt: saved.savedAt };
}
