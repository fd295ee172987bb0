import { useModalDialog } from "../ui/use-modal-dialog";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { slugify, type BlogEditorValues } from "../../domain/blog";
import { FieldError } from "../ui/field-error";
import { TextField } from "../ui/text-field";
import { ImageUploadField, type UploadStatus } from "./image-upload-field";
import { RichTextEditor } from "./rich-text-editor";
import { AutosaveStatus, DraftOffer, draftToOffer } from "./draft-offer";
import { autosaveStorageKey, formFields, forgetLocalDraft, localDraftToOffer, PENDING_KEY, useEditorAutosave, type LocalDraft } from "./use-editor-autosave";

interface BlogEditorDialogProps {
  values: BlogEditorValues;
  /** the company name: every post's author */
  author: string;
  /** an editor or administrator: the status and publish time; an author saves drafts and submits them for review */
  canPublish: boolean;
  /** the list's address without the dialog (Cancel, Escape, after saving) */
  closeHref: string;
  formError?: string | null;
  fieldErrors?: Partial<Record<string, string>>;
  /** after a save refused because someone saved since: the version now current, to save over it on purpose */
  conflictVersion?: string | null;
  /** this administrator's draft kept on the server, newer than the post (autosave) */
  serverDraft?: { savedAt: string; restoreHref: string; fields: Record<string, string> } | null;
  /** the form was opened on a draft just restored: nothing more to offer */
  fromDraft?: boolean;
  /** brings back the draft kept in this browser (the dialog opens again with it) */
  onRestoreLocal?: (fields: Record<string, string>) => void;
}

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border px-3 py-2 text-base shadow-sm focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/40 disabled:bg-slate-100 disabled:text-slate-600 read-only:bg-slate-50 ${
    invalid ? "border-red-600" : "border-slate-300"
  }`;

/**
 * Create and edit in one modal dialog. Its open state is in the address (?new=1, ?edit=<id>), so
 * the server renders it open and the form works without JavaScript; once hydrated it becomes a
 * true modal that holds the focus. The form is multipart so that an image can travel with it.
 */
export function BlogEditorDialog({ values, author, canPublish, closeHref, formError, fieldErrors = {}, conflictVersion = null, serverDraft = null, onRestoreLocal, fromDraft = false }: BlogEditorDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [hydrated, setHydrated] = useState(false);
  const [title, setTitle] = useState(values.title);
  const [slugAuto, setSlugAuto] = useState(values.slugAuto);
  const [slug, setSlug] = useState(values.slug);
  const [upload, setUpload] = useState<UploadStatus>("idle");
  const onUploadStatus = useCallback((status: UploadStatus) => setUpload(status), []);
  const ids = useId();
  const creating = values.id === null;
  const titleId = `${ids}-title`;

  useEffect(() => setHydrated(true), []);
  useModalDialog(dialog, firstField);

  // Autosave: the typing kept in this browser at once and on the server every few seconds.
  const storageKey = autosaveStorageKey("blog", values.id);
  const autosave = useEditorAutosave(formRef, { entity: "blog", id: values.id, version: values.version, enabled: hydrated, startDirty: fromDraft });
  const [localOffer, setLocalOffer] = useState<LocalDraft | null>(null);
  const [offerClosed, setOfferClosed] = useState(fromDraft);
  useEffect(() => {
    // read once the rich-text editor has filled its field, so an untouched form is not "a draft"
    const timer = window.setTimeout(() => {
      if (formRef.current) setLocalOffer(localDraftToOffer(storageKey, values.version, formFields(formRef.current)));
    }, 400);
    return () => window.clearTimeout(timer);
  }, [storageKey, values.version]);
  // the newer of the two copies is offered; the server's works without JavaScript (a link)
  // (the same typing in both: the browser's copy, said as kept in both places)
  const offer = draftToOffer(localOffer, serverDraft, offerClosed);

  const shownSlug = slugAuto ? slugify(title) : slug;
  const errorOf = (name: string) => fieldErrors[name];

  return (
    <dialog
      ref={dialog}
      open
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeHref, { replace: true, preventScrollReset: true });
      }}
      className="fixed inset-0 z-50 m-auto max-h-[calc(100dvh-1rem)] w-[min(48rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-0 text-slate-800 shadow-xl backdrop:bg-navy-950/50 sm:max-h-[calc(100dvh-4rem)]"
    >
      {offer && (
        <DraftOffer
          offer={offer}
          what="this post"
          saved="the saved post"
          onRestoreLocal={() => localOffer && onRestoreLocal?.({ ...localOffer.fields, ...(localOffer.version ? { version: localOffer.version } : {}) })}
          restoreHref={serverDraft?.restoreHref ?? ""}
          discard={{ fields: { intent: "discard-draft", ...(values.id ? { id: values.id } : {}) } }}
          onDiscard={() => {
            forgetLocalDraft(storageKey);
            setOfferClosed(true);
          }}
          className="border-b px-5 py-4 sm:px-6"
        />
      )}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        preventScrollReset
        noValidate
        onSubmit={() => {
          try {
            window.sessionStorage.setItem(PENDING_KEY, storageKey);
          } catch {
            // no session storage: the draft is cleared when it is next found older than the post
          }
        }}
      >
        <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4 sm:px-6">
          <h2 id={titleId} className="text-xl">{creating ? "New blog post" : "Edit blog post"}</h2>
          {values.id && (
            <Link to={`/admin/revisions/blog/${values.id}`} className="ml-auto inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-accent-700 hover:bg-slate-100">
              Revisions
            </Link>
          )}
          <Link to={closeHref} replace preventScrollReset className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100">
            Close<span className="sr-only"> the editor</span>
          </Link>
        </div>
        <div className="space-y-5 px-5 py-5 sm:px-6">
          {formError && (
            <p role="alert" className="flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              <span aria-hidden="true">✕</span>
              {formError}
            </p>
          )}
          {conflictVersion && values.id && (
            <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="conflict">
              <a href={`/admin/revisions/blog/${values.id}`} target="_blank" rel="noreferrer" className="font-semibold underline">
                See their version in the revisions (opens in a new tab)
              </a>
              <label className="mt-2 flex min-h-10 items-center gap-2 font-medium">
                <input type="checkbox" name="overwriteVersion" value={conflictVersion} className="h-5 w-5 rounded border-slate-300 accent-accent-700" />
                Save mine over theirs (theirs stays in the revisions)
              </label>
            </div>
          )}
          <input type="hidden" name="intent" value="save" />
          {values.id && <input type="hidden" name="id" value={values.id} />}
          {values.version && <input type="hidden" name="version" value={values.version} />}

          <Field label="Title" required error={errorOf("title")} htmlFor={`${ids}-t`}>
            {(describedBy) => (
              <input
                ref={firstField}
                id={`${ids}-t`}
                name="title"
                required
                maxLength={200}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                aria-invalid={errorOf("title") ? true : undefined}
                aria-describedby={describedBy}
                className={inputClass(Boolean(errorOf("title")))}
              />
            )}
          </Field>

          <div>
            <div className="flex flex-wrap items-end justify-between gap-2">
              <label htmlFor={`${ids}-s`} className="block text-sm font-medium text-slate-800">
                Slug<span aria-hidden="true" className="text-red-700"> *</span>
              </label>
              <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name="slugAuto"
                  value="1"
                  checked={slugAuto}
                  onChange={(event) => {
                    // Turning it off starts from the slug shown, ready to be edited.
                    if (!event.target.checked) setSlug(shownSlug);
                    setSlugAuto(event.target.checked);
                  }}
                  className="h-5 w-5 rounded border-slate-300 accent-accent-700"
                />
                Auto-generate
              </label>
            </div>
            <input
              id={`${ids}-s`}
              name="slug"
              maxLength={200}
              value={shownSlug}
              onChange={(event) => setSlug(event.target.value)}
              // Without JavaScript the field stays usable; the server ignores it while Auto-generate is on.
              disabled={hydrated && slugAuto}
              aria-invalid={errorOf("slug") ? true : undefined}
              aria-describedby={`${ids}-s-hint${errorOf("slug") ? ` ${ids}-s-error` : ""}`}
              className={inputClass(Boolean(errorOf("slug")))}
            />
            <p id={`${ids}-s-hint`} className="mt-1 break-all text-sm text-slate-500">
              The address: /blog/{shownSlug || "…"}
              {!hydrated && " (used when Auto-generate is off)"}
            </p>
            {errorOf("slug") && <FieldError id={`${ids}-s-error`} message={errorOf("slug")!} />}
          </div>

          <div>
            <label htmlFor={`${ids}-a`} className="block text-sm font-medium text-slate-800">
              Author
            </label>
            <input id={`${ids}-a`} value={author} readOnly aria-describedby={`${ids}-a-hint`} className={inputClass(false)} />
            <p id={`${ids}-a-hint`} className="mt-1 text-sm text-slate-500">Every post is published under the company name.</p>
          </div>

          <TextField name="description" label="Description" required multiline maxLength={1000} defaultValue={values.description} error={errorOf("description")} />
          <TextField name="keywords" label="Keywords" required maxLength={500} hint="Separate keywords with commas." defaultValue={values.keywords} error={errorOf("keywords")} />

          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="tag" label="Tag (optional)" maxLength={60} defaultValue={values.tag} error={errorOf("tag")} />
            {canPublish && <Field label="Status" error={errorOf("status")} htmlFor={`${ids}-st`}>
              {(describedBy) => (
                <select id={`${ids}-st`} name="status" defaultValue={values.status} aria-describedby={describedBy} className={`${inputClass(false)} min-h-11`}>
                  <option value="Draft">Draft</option>
                  <option value="Published">Published</option>
                </select>
              )}
            </Field>}
          </div>
          {!canPublish && (
            <p className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
              Your post stays a draft. Choose “Submit for review” when it is ready: an editor or administrator publishes it.
            </p>
          )}

          {canPublish && <fieldset>
            <legend className="text-sm font-medium text-slate-800">Publish date and time (IST)</legend>
            <p id={`${ids}-p-hint`} className="text-sm text-slate-500">
              Leave empty to publish at once. A Published post with a later time stays hidden from visitors until then.
            </p>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor={`${ids}-pd`} className="block text-sm text-slate-700">Date</label>
                <input
                  id={`${ids}-pd`}
                  type="date"
                  name="publishDate"
                  defaultValue={values.publishDate}
                  aria-invalid={errorOf("publishDate") ? true : undefined}
                  aria-describedby={`${ids}-p-hint${errorOf("publishDate") ? ` ${ids}-pd-error` : ""}`}
                  className={`${inputClass(Boolean(errorOf("publishDate")))} min-h-11`}
                />
                {errorOf("publishDate") && <FieldError id={`${ids}-pd-error`} message={errorOf("publishDate")!} />}
              </div>
              <div>
                <label htmlFor={`${ids}-pt`} className="block text-sm text-slate-700">Time</label>
                <input
                  id={`${ids}-pt`}
                  type="time"
                  name="publishTime"
                  defaultValue={values.publishTime}
                  aria-describedby={`${ids}-p-hint`}
                  className={`${inputClass(false)} min-h-11`}
                />
              </div>
            </div>
          </fieldset>}

          {/* issue 22: off by default; a post is e-mailed once at most, when visitors can read it;
              only those who publish may send (the server checks it too) */}
          {canPublish && <div>
            <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
              <input type="checkbox" name="emailSubscribers" value="yes" aria-describedby={`${ids}-nl-hint`} className="h-4 w-4" />
              E-mail this post to subscribers
            </label>
            <p id={`${ids}-nl-hint`} className="text-sm text-slate-500">
              When saved as Published: sent to the confirmed subscribers once the post is public. A post is e-mailed only once.
            </p>
          </div>}

          <div>
            <ImageUploadField
              name="image"
              purpose="blog-image"
              label="Image"
              currentUrl={values.image}
              removable
              error={errorOf("image")}
              onStatusChange={onUploadStatus}
            />
            <p className="mt-1 text-sm text-slate-500">Optional: without one, the default blog image is shown.</p>
          </div>

          <RichTextEditor name="content" label="Content" defaultValue={values.content} error={errorOf("content")} />
        </div>
        <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white px-5 py-4 sm:px-6">
          <AutosaveStatus state={autosave} hydrated={hydrated} className="mr-auto" />
          <Link
            to={closeHref}
            replace
            preventScrollReset
            className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-4 font-semibold text-navy-900 hover:bg-slate-50"
          >
            Cancel
          </Link>
          {canPublish ? (
            <button
              type="submit"
              disabled={saving || upload === "uploading"}
              className="min-h-10 rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
            >
              {saving ? "Saving..." : upload === "uploading" ? "Uploading..." : creating ? "Create post" : "Save changes"}
            </button>
          ) : (
            <>
              <button
                type="submit"
                name="review"
                value="draft"
                disabled={saving || upload === "uploading"}
                className="min-h-10 rounded-lg border border-slate-300 px-4 font-semibold text-navy-900 hover:bg-slate-50 disabled:opacity-70"
              >
                {saving ? "Saving..." : upload === "uploading" ? "Uploading..." : "Save draft"}
              </button>
              <button
                type="submit"
                name="review"
                value="submit"
                disabled={saving || upload === "uploading"}
                className="min-h-10 rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
              >
                Submit for review
              </button>
            </>
          )}
        </div>
      </Form>
    </dialog>
  );
}

/** Label above, error under: for the fields that need their own control (not a TextField). */
function Field({ label, required, error, htmlFor, children }: { label: string; required?: boolean; error?: string | undefined; htmlFor: string; children: (describedBy: string | undefined) => React.ReactNode }) {
  const errorId = `${htmlFor}-error`;
  return (
    <div>
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
        {label}
        {required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </label>
      {children(error ? errorId : undefined)}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
