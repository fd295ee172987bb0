import { requirePermission } from "../../server/auth/guard.server";
import { subscribersCsv } from "../../server/newsletter/subscribers-admin.server";
import type { Route } from "./+types/admin-subscribers-export";

/** GET /admin/subscribers/export.csv?q=&status=: the subscribers the screen's filter finds, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "messages");
  const body = await subscribersCsv(context.services, new URL(request.url).searchParams);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
