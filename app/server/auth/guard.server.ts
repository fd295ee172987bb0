import { data, redirect } from "react-router";
import { may, REFUSED_TEXT, type Permission } from "../../domain/roles";
import type { AppServices } from "../services.server";
import { readSession, type SignedInUser } from "./session.server";


/**
 * The one guard of every admin loader, action and resource route. It runs for document requests
 * and for the data requests of client navigations alike, because both call the loader.
 *
 * Nobody signed in (or a session that ended, or an account that may not use the back office): a
 * redirect to the sign-in page. Signed in with a role that lacks the permission (decision 0040):
 * 403, before anything is read, so the answer carries nothing of the screen.
 */
export async function requirePermission(services: AppServices, request: Request, permission: Permission): Promise<SignedInUser> {
  const user = await readSession(services, request);
  if (!user || !user.isAdmin) throw redirect("/admin");
  if (!may(user.role, permission)) throw refused();
  return user;
}

/** Any signed-in back-office account, whatever its role (the layout, the dashboard, the event stream). */
export const requireSignedIn = (services: AppServices, request: Request): Promise<SignedInUser> => requirePermission(services, request, "dashboard");

/**
 * Administrators only. A route that has not chosen its permission yet is safe with this one; the
 * back office's routes name theirs with requirePermission.
 */
export async function requireAdmin(services: AppServices, request: Request): Promise<SignedInUser> {
  const user = await requireSignedIn(services, request);
  if (user.role !== "administrator") throw refused();
  return user;
}

/** The 403 a refused role gets: thrown, so the route's boundary shows it. */
export const refused = () => data(REFUSED_TEXT, { status: 403, headers: { "Cache-Control": "no-store" } });
