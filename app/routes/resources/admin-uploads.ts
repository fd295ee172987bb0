import { isUploadPurpose, uploadMessages } from "../../domain/uploads";
import { refused, requirePermission } from "../../server/auth/guard.server";
import { may, uploadPermission } from "../../domain/roles";
import { readUploadForm } from "../../server/uploads/upload-form.server";
import { storePendingImage } from "../../server/uploads/uploads.server";
import type { Route } from "./+types/admin-uploads";

/*
 * POST /admin/uploads?purpose=course-image: an image sent ahead of its form, so the editor can show
 * a progress bar. Answers JSON: { key, url, width, height } or { error } with 413, 415 or 422.
 * The purpose is in the address so the right size cap applies while the body is still arriving.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "posts.own");
  return Response.json({ error: "Send the file with POST." }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  // every role uploads something (an author a post's image); which purpose is the role's is asked next
  const user = await requirePermission(context.services, request, "posts.own");
  const purpose = new URL(request.url).searchParams.get("purpose");
  if (!isUploadPurpose(purpose)) return Response.json({ error: "Unknown upload purpose." }, { status: 400 });
  if (!may(user.role, uploadPermission(purpose))) throw refused();
  const received = await readUploadForm(request, { file: purpose });
  if (!received.ok) return Response.json({ error: received.message }, { status: received.status });
  const file = received.files.get("file");
  if (!file) return Response.json({ error: uploadMessages.notAnImage(purpose) }, { status: 415 });
  const stored = await storePendingImage(context.services, purpose, file, user.userId);
  if (!stored.ok) return Response.json({ error: stored.message }, { status: stored.status });
  context.log.info({ key: stored.key, purpose, bytes: file.bytes.length }, "image uploaded");
  return Response.json({ key: stored.key, ...stored.image });
}
