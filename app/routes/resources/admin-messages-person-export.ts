import { requirePermission } from "../../server/auth/guard.server";
import { csvResponse } from "../../server/inbox/csv-export.server";
import { findPersonMessages } from "../../server/inbox/personal-data.server";
import type { Route } from "./+types/admin-messages-person-export";

/** GET /admin/messages/person/export?who=…&format=csv|json: one person's messages (a DPDP access request). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "messages");
  const params = new URL(request.url).searchParams;
  const { key, messages } = await findPersonMessages(context.services, params.get("who") ?? "");
  if (!key) return new Response("Give an e-mail address or a phone number.", { status: 400 });
  if (params.get("format") === "json") {
    const body = JSON.stringify({ exportedAt: new Date().toISOString(), messages }, null, 2);
    return new Response(body, { headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": 'attachment; filename="personal-data.json"', "Cache-Control": "no-store" } });
  }
  return csvResponse((async function* () { yield* messages; })(), "personal-data");
}
