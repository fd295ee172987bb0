import { data, redirect } from "react-router";
import { addressAfterSave } from "../../domain/admin-notices";
import { removeContactMessage } from "../dashboard.server";
import type { AuditActor } from "../repos/audit.server";
import type { AppServices } from "../services.server";
import { readForm } from "../http/request-form.server";
import { markMessage } from "./inbox.server";

/** The inbox's buttons: read, unread, delete (one message). The page stays where it was. */
export async function inboxAction(services: AppServices, request: Request, actor: AuditActor) {
  const form = await readForm(request);
  const intent = form.get("intent");
  const id = form.get("id");
  if (typeof id !== "string" || !id) return data({ error: "Unknown request." }, { status: 400 });
  if (intent === "read" || intent === "unread") {
    await markMessage(services, id, intent === "read");
    return redirect(addressAfterSave(request.url, "updated"));
  }
  if (intent === "delete") {
    const removed = await removeContactMessage(services, id, actor);
    if (!removed) return data({ error: "Failed to delete message" }, { status: 404 });
    return redirect(addressAfterSave(request.url, "deleted", ["confirm"]));
  }
  return data({ error: "Unknown request." }, { status: 400 });
}
