import { data } from "react-router";

/** What a client is told when its form body cannot be read (a wrong boundary, a cut-off body, a non-form type). */
export const UNREADABLE_FORM = "The form could not be read. Please reload the page and send it again.";

/**
 * The one way an action reads an ordinary form body. `request.formData()` throws on a body that is
 * not a well-formed form (a multipart body with another boundary than its header names, one cut off
 * part-way, a content type that is no form at all); thrown from an action, that was a 500. The body
 * is the client's fault, so it is a 400 here, for every action alike.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(UNREADABLE_FORM, { status: 400 });
  }
}

/**
 * The single-use token a mailed link's page posts (its form's hidden field), or, for a one-click
 * POST a mail program sends to the link itself, the address's `token`.
 */
export async function readPostedToken(request: Request): Promise<string | null> {
  const posted = (await readForm(request)).get("token");
  return typeof posted === "string" ? posted : new URL(request.url).searchParams.get("token");
}
