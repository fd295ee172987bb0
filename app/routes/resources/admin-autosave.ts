import { redirect } from "react-router";
import { requirePermission } from "../../server/auth/guard.server";
import { readForm } from "../../server/http/request-form.server";
import { autosavePermission, discardEditorAutosave, saveEditorAutosave } from "../../server/admin/autosave.server";
import type { Route } from "./+types/admin-autosave";

/**
 * POST /admin/autosave: an editor's unsaved typing, sent every few seconds while it changes (issue
 * 21, decision 0041), or, with `intent=discard`, its "Discard it" (the Hindi forms, decision 0059).
 * Who may use it: anyone who writes posts may reach it; each kind of draft then asks for the
 * permission its form's own save asks for (a Hindi page text: `content`, so not an Author), and each
 * account's draft is its own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(context.services, request, "posts.own");
  const form = await readForm(request);
  const permission = autosavePermission(String(form.get("entity") ?? ""));
  // the kind's permission, exactly as its form's save checks it (an unknown kind is refused below)
  const user = await requirePermission(context.services, request, permission ?? "posts.own");
  const headers = { "Cache-Control": "no-store" };
  if (form.get("intent") === "discard") {
    const outcome = await discardEditorAutosave(context.services, user, form);
    if (!outcome.ok) return Response.json({ error: outcome.error }, { status: outcome.status, headers });
    // sent by a plain form ("Discard it"): back to the form, which opens on what is saved
    const back = String(form.get("back") ?? "");
    if (back.length <= 2000 && back.startsWith("/admin") && !back.startsWith("//")) throw redirect(back, { headers });
    return new Response(null, { status: 204, headers });
  }
  const outcome = await saveEditorAutosave(context.services, user, form);
  return Response.json(outcome.ok ? { savedAt: outcome.savedAt } : { error: outcome.error }, { status: outcome.ok ? 200 : outcome.status, headers });
}

/** GET: nothing to read here (a draft comes back with its editor's page); the session is still checked first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "posts.own");
  return new Response("Send the draft with POST.", { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
