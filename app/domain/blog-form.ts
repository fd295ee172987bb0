import { blogStatuses, istToUtcIso, slugify, splitKeywords } from "./blog";
import { fieldErrorsOf, type FieldErrors } from "./field-errors";
import { messages } from "./messages";
import { z } from "./zod";

/*
 * The blog editor's form, as the dialog in the browser and the action on the server check it. Kept
 * apart from ./blog, which the public blog pages load: they need no schema library.
 */

const text = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters.`);
const required = (max: number, missing: string) => text(max).min(1, missing);

/** Fields whose absence is the spec's "Please fill in all required fields." */
const REQUIRED_FIELDS = ["title", "author", "description", "keywords", "slug"] as const;

/**
 * The create/edit form as posted. Author is not posted: the server fills in the company name.
 * With Auto-generate on (the default) the slug comes from the title, since a disabled field is
 * not sent at all; otherwise the typed slug is reduced by the same rules.
 */
export const blogFormSchema = z
  .object({
    title: required(200, "Enter a title."),
    slugAuto: z.string().optional().transform((value) => value === "1" || value === "on"),
    slug: text(200).optional().default(""),
    author: required(120, "The author is missing."),
    description: required(1000, "Enter a description."),
    keywords: required(500, "Enter at least one keyword.").refine((value) => splitKeywords(value).length > 0, "Enter at least one keyword."),
    tag: text(60).optional().default(""),
    status: z.enum(blogStatuses, "Choose Draft or Published.").default("Draft"),
    publishDate: z.string().trim().optional().default(""),
    publishTime: z.string().trim().optional().default(""),
    content: z.string().max(200_000, "The content is too long.").optional().default(""),
  })
  .transform((form, context) => {
    const slug = slugify(form.slugAuto ? form.title : form.slug);
    if (!slug) {
      context.addIssue({
        code: "custom",
        path: ["slug"],
        message: form.slugAuto || !form.slug ? "Enter a slug." : "Use letters or digits in the slug.",
      });
    }
    let publishAt: string | null = null;
    if (form.publishDate || form.publishTime) {
      if (!form.publishDate) {
        context.addIssue({ code: "custom", path: ["publishDate"], message: "Choose a date for this time." });
      } else {
        publishAt = istToUtcIso(form.publishDate, form.publishTime || "00:00");
        if (!publishAt) context.addIssue({ code: "custom", path: ["publishDate"], message: "Enter a real date and time." });
      }
    }
    return {
      title: form.title,
      slug,
      slugAuto: form.slugAuto,
      author: form.author,
      description: form.description,
      keywords: splitKeywords(form.keywords).join(", "),
      tag: form.tag || null,
      status: form.status,
      publishAt,
      content: form.content,
    };
  });

export type BlogFormInput = z.input<typeof blogFormSchema>;
export type BlogFormValues = z.output<typeof blogFormSchema>;
export type BlogFieldName = keyof BlogFormInput & string;

export type BlogFormResult =
  | { ok: true; values: BlogFormValues }
  | { ok: false; formError: string; fieldErrors: FieldErrors<BlogFormInput> };

/** Parses the posted fields; a missing required field gives the spec's message above the form. */
export function parseBlogForm(fields: Record<string, unknown>): BlogFormResult {
  const parsed = blogFormSchema.safeParse(fields);
  if (parsed.success) return { ok: true, values: parsed.data };
  const fieldErrors = fieldErrorsOf(parsed.error);
  // Zod stops before the slug rule when a field failed; every missing field is marked at once.
  const raw = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
  const slugAuto = raw("slugAuto") === "1" || raw("slugAuto") === "on";
  if (!fieldErrors.slug && !slugify(slugAuto ? raw("title") : raw("slug")) && !(slugAuto && !raw("title").trim())) {
    fieldErrors.slug = raw("slug").trim() && !slugAuto ? "Use letters or digits in the slug." : "Enter a slug.";
  }
  const missing = REQUIRED_FIELDS.some((name) => (name === "slug" ? fieldErrors.slug === "Enter a slug." : !raw(name).trim() || !splitKeywordsIfKeywords(name, raw(name))));
  return { ok: false, formError: missing ? messages.blogAdmin.required : messages.blogAdmin.invalid, fieldErrors };
}

/** "," alone is no keyword at all */
function splitKeywordsIfKeywords(name: string, value: string): boolean {
  return name !== "keywords" || splitKeywords(value).length > 0;
}
