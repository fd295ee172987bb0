import { requirePermission } from "../../server/auth/guard.server";
import { countUnread } from "../../server/repos/messages-inbox.server";
import type { Route } from "./+types/admin-messages-unread";

/** GET /admin/unread-messages: the sidebar's live count. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "messages");
  return Response.json({ unread: await countUnread(context.services.db) }, { headers: { "Cache-Control": "no-store" } });
}
