import { parseInboxFilter } from "../../domain/inbox-filter";
import { requirePermission } from "../../server/auth/guard.server";
import { csvResponse } from "../../server/inbox/csv-export.server";
import { eachFilteredContact } from "../../server/repos/messages-inbox.server";
import type { Route } from "./+types/admin-messages-export";

/** GET /admin/messages/export.csv?q=&from=&to=: the inbox's current filter as CSV, streamed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "messages");
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  return csvResponse(eachFilteredContact(context.services.db, filter), "messages");
}
