import { requireAdmin } from "../../server/auth/guard.server";
import { eventStreamResponse } from "../../server/events/event-stream.server";
import type { Route } from "./+types/admin-events";

/** GET /admin/events: the live event stream of the back office (signed-in administrators only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.services, request);
  return eventStreamResponse(context.services, request);
}
