import { redirect } from "react-router";
import type { AppServices } from "../services.server";
import { readSession, type SignedInUser } from "./session.server";

/**
 * The one guard of every admin loader, action and resource route. It runs for document requests
 * and for the data requests of client navigations alike, because both call the loader.
 */
export async function requireAdmin(services: AppServices, request: Request): Promise<SignedInUser> {
  const user = await readSession(services, request);
  if (!user || !user.isAdmin) throw redirect("/admin");
  return user;
}
