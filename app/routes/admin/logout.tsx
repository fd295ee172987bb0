import { redirect } from "react-router";
import { endSession } from "../../server/auth/session.server";
import type { Route } from "./+types/logout";

/** Signing out is a POST (a link cannot sign anyone out); the session row is deleted at once. */
export async function action({ request, context }: Route.ActionArgs) {
  const cookie = await endSession(context.services, request);
  return redirect("/admin", { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return redirect("/admin");
}
