// the back office's own stylesheet, every utility (decision 0074); the public pages' leaves the admin's out
import "../../admin.css";
import { isRouteErrorResponse, Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AdminShell } from "../../components/admin/admin-shell";
import { may, REFUSED_TEXT } from "../../domain/roles";
import { requirePermission } from "../../server/auth/guard.server";
import { countUnread } from "../../server/repos/messages-inbox.server";
import type { Route } from "./+types/layout";

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(context.services, request, "dashboard");
  // the unread count is about messages: only a role that may read them gets it (decision 0040)
  const unreadMessages = may(user.role, "messages") ? await countUnread(context.services.db) : null;
  return { email: user.email, role: user.role, unreadMessages };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} role={loaderData.role} unreadMessages={loaderData.unreadMessages}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * A screen the role may not use (403), inside the navigation of what it may use. Anything else
 * goes to the root's boundary, which says nothing of the internals.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<typeof loader>("routes/admin/layout");
  if (!isRouteErrorResponse(error) || error.status !== 403 || !shell) throw error;
  return (
    <AdminShell email={shell.email} role={shell.role} unreadMessages={shell.unreadMessages}>
      <title>Not allowed | Candlewise Admin</title>
      <h1 className="text-2xl">Not allowed</h1>
      <p className="mt-2 text-slate-600" data-testid="refused">{REFUSED_TEXT}</p>
      <Link to="/admin/dashboard" className="mt-4 inline-flex min-h-10 items-center font-semibold text-accent-700 hover:underline">Back to the dashboard</Link>
    </AdminShell>
  );
}
