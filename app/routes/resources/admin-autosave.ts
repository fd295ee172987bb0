import { requirePermission } from "../../server/auth/guard.server";
import { readForm } from "../../server/http/request-form.server";
import { saveEditorAutosave } from "../../server/admin/autosave.server";
import type { Route } from "./+types/admin-autosave";

/**
 * POST /admin/autosave: the editor's unsaved typing, sent every few seconds while it changes
 * (issue 21, decision 0041). Who may use it: anyone who writes posts; each account's draft is its own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(context.services, request, "posts.own");
  const outcome = await saveEditorAutosave(context.services, user.userId, await readForm(request));
  return Response.json(outcome.ok ? { savedAt: outcome.savedAt } : { error: outcome.error }, { status: outcome.ok ? 200 : outcome.status, headers: { "Cache-Control": "no-store" } });
}

/** GET: nothing to read here (a draft comes back with its editor's page); the session is still checked first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "posts.own");
  return new Response("Send the draft with POST.", { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
