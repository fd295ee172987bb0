import { useMatches } from "react-router";
import { requireAdmin } from "../../server/auth/guard.server";
import type { Route } from "./+types/placeholder";

const titles: Record<string, string> = {
  "admin-users": "Users",
  "admin-courses": "Courses",
  "admin-blogs": "Blogs",
  "admin-seo": "SEO",
  "admin-settings": "Settings",
  "admin-explore": "Explore",
  "admin-testimonials": "Testimonials Management",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.services, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context.services, request);
  return null;
}

/** Admin sections whose own issue is still to come. */
export default function AdminPlaceholder() {
  const id = useMatches().at(-1)?.id ?? "";
  return (
    <>
      <title>{`${titles[id] ?? "Admin"} | Candlewise Admin`}</title>
      <h1 className="text-2xl">{titles[id] ?? "Admin"}</h1>
      <p className="mt-4 text-slate-600">This section is on its way.</p>
    </>
  );
}
