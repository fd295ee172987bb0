import { Outlet } from "react-router";
import { AdminShell } from "../../components/admin/admin-shell";
import { requireAdmin } from "../../server/auth/guard.server";
import { countUnread } from "../../server/repos/messages-inbox.server";
import type { Route } from "./+types/layout";

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(context.services, request);
  return { email: user.email, unreadMessages: await countUnread(context.services.db) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} unreadMessages={loaderData.unreadMessages}>
      <Outlet />
    </AdminShell>
  );
}
