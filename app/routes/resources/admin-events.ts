import { requirePermission } from "../../server/auth/guard.server";
import { eventStreamResponse } from "../../server/events/event-stream.server";
import type { Route } from "./+types/admin-events";

/** GET /admin/events: the live event stream of the back office (any back-office role; message events only to those who may read messages). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(context.services, request, "dashboard");
  return eventStreamResponse(context.services, request, user.role);
}
