import { Form, Link, data, redirect, useLocation, useNavigation, useSearchParams } from "react-router";
import { ImageUploadField } from "../../components/admin/image-upload-field";
import { SelectField } from "../../components/ui/select-field";
import { Spinner } from "../../components/admin/spinner";
import { ConfirmDialog, ConfirmLink } from "../../components/ui/confirm-dialog";
import { Notice, type NoticeData } from "../../components/ui/notice";
import { TextField } from "../../components/ui/text-field";
import { addressAfterSave, doneOf } from "../../domain/admin-notices";
import { responsiveImage } from "../../domain/images";
import { messages } from "../../domain/messages";
import { DEFAULT_RATING, DEFAULT_TESTIMONIAL_STATUS, testimonialStatuses, type TestimonialFormValues } from "../../domain/testimonial";
import { listTestimonialsForAdmin, removeTestimonial, saveTestimonial, type TestimonialFieldErrors } from "../../server/admin/testimonials.server";
import { listCoursesForAdmin } from "../../server/admin/courses.server";
import { requirePermission } from "../../server/auth/guard.server";
import { actorOf } from "../../server/repos/audit.server";
import { readUploadForm } from "../../server/uploads/upload-form.server";
import type { Route } from "./+types/testimonials";
import { OverwriteChoice } from "../../components/admin/overwrite-choice";
import { HindiState, RecordTranslationView, type RecordTranslationAnswer } from "../../components/admin/record-translation";
import { countTestimonialTranslationsWaiting, loadTestimonialTranslation, saveTestimonialTranslation, TESTIMONIAL_HINDI_REVISIONS } from "../../server/admin/testimonial-translations.server";
import { withDrafts } from "../../server/admin/autosave.server";

const text = messages.testimonials;
const PATH = "/admin/testimonials";

export function meta() {
  return [{ title: `${text.title} | Candlewise Admin` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(context.services, request, "content");
  const [testimonials, courses] = await Promise.all([listTestimonialsForAdmin(context.services), listCoursesForAdmin(context.services)]);
  const courseNames = new Map(courses.map((course) => [course.id, course.name]));
  // a testimonial's Hindi beside its English (?hindi=id; decision 0055), and each one's count of texts waiting for it
  const hindiId = new URL(request.url).searchParams.get("hindi");
  const [translation, waiting] = await Promise.all([hindiId ? loadTestimonialTranslation(context.services, hindiId) : null, countTestimonialTranslationsWaiting(context.services, testimonials)]);
  // with this account's autosaved draft of it (decision 0059)
  const hindi = await withDrafts(context.services, user.userId, translation, (testimonial) => ({ entity: TESTIMONIAL_HINDI_REVISIONS, id: testimonial.id, version: testimonial.hindiVersion }));
  return {
    hindi,
    // the courses a testimonial may be about (its course page shows it first)
    courses: courses.map((course) => ({ value: course.id, label: course.name })),
    testimonials: testimonials.map((testimonial) => ({
      id: testimonial.id,
      quote: testimonial.quote,
      author: testimonial.author,
      rating: testimonial.rating,
      status: testimonial.status,
      version: testimonial.updatedAt,
      courseId: testimonial.courseId ?? "",
      courseName: testimonial.courseId ? (courseNames.get(testimonial.courseId) ?? null) : null,
      avatar: testimonial.avatar,
      avatarImage: responsiveImage({ src: testimonial.avatar, width: testimonial.imageWidth, height: testimonial.imageHeight }, "testimonial-avatar"),
      hindiWaiting: waiting[testimonial.id] ?? 0,
    })),
  };
}

/** `hindi`: a refused Hindi save, what was typed and what was refused */
type ActionAnswer = { form: string; fieldErrors: TestimonialFieldErrors; values: TestimonialFormValues; error: string | null; version?: string | null; conflictVersion?: string | null; hindi?: RecordTranslationAnswer };

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requirePermission(context.services, request, "content"), context.clientIp);
  const received = await readUploadForm(request, { avatar: "testimonial-avatar" });
  if (!received.ok) {
    // The spec's message: the avatar could not be taken, so nothing was saved.
    return data<ActionAnswer>({ form: "unknown", fieldErrors: {}, values: {}, error: text.uploadFailed }, { status: received.status });
  }
  const { form, files } = received;
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if (intent === "delete") {
    if (!(await removeTestimonial(context.services, id, actor))) {
      return data<ActionAnswer>({ form: "delete", fieldErrors: {}, values: {}, error: text.notFound }, { status: 404 });
    }
    const editingIt = new URL(request.url).searchParams.get("edit") === id;
    return redirect(addressAfterSave(request.url, "deleted", editingIt ? ["confirm", "edit"] : ["confirm"]));
  }
  if (intent === "save-hindi") {
    const saved = await saveTestimonialTranslation(context.services, context.log, id, form, actor);
    if (!saved.ok) return data<ActionAnswer>({ form: `hindi:${id}`, fieldErrors: {}, values: {}, error: saved.error, hindi: { values: saved.values, fieldErrors: saved.fieldErrors } }, { status: saved.status });
    // back to the same Hindi view, which shows what the page shows now
    return redirect(addressAfterSave(request.url, "saved"));
  }
  if (intent !== "create" && intent !== "update") {
    return data<ActionAnswer>({ form: "unknown", fieldErrors: {}, values: {}, error: "Unknown request." }, { status: 400 });
  }
  const outcome = await saveTestimonial(context.services, { id: intent === "update" ? id : null, form, files, actor });
  if (!outcome.ok) {
    const { status, ...answer } = outcome;
    // the version the typing started from goes back with it: a second try is refused again unless chosen
    const version = typeof form.get("version") === "string" ? String(form.get("version")) : null;
    return data<ActionAnswer>({ form: intent === "update" ? id : "create", ...answer, version }, { status });
  }
  return redirect(addressAfterSave(request.url, outcome.done, [intent === "create" ? "add" : "edit", "confirm"]));
}

type TestimonialRow = Route.ComponentProps["loaderData"]["testimonials"][number];

/** the current address with one parameter set or removed (the open forms live in the address) */
function useAddress() {
  const location = useLocation();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    params.delete("done");
    params.delete("confirm");
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name);
      else params.set(name, value);
    }
    const query = params.toString();
    return `${PATH}${query ? `?${query}` : ""}`;
  };
}

export default function AdminTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const address = useAddress();
  const done = doneOf(params);
  const adding = params.get("add") === "1";
  const { testimonials, courses } = loaderData;
  const editing = testimonials.find((testimonial) => testimonial.id === params.get("edit")) ?? null;
  const loading = navigation.state === "loading" && navigation.location.pathname === PATH;
  const notice: NoticeData | null = actionData?.error
    ? { tone: "error", text: actionData.error }
    : done
      ? { tone: "success", text: done === "added" ? text.added : done === "deleted" ? text.deleted : text.updated }
      : null;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl">{text.title}</h1>
        {!adding && (
          <Link to={address({ add: "1" })} preventScrollReset className="inline-flex min-h-10 items-center rounded-lg bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800">
            {text.addNew}
          </Link>
        )}
      </div>
      <Notice notice={notice} />
      {loading && (
        <div className="mt-4">
          <Spinner label="Loading testimonials" />
        </div>
      )}

      {adding && (
        <section aria-labelledby="add-testimonial" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="add-testimonial" className="text-lg">Add testimonial</h2>
          <TestimonialFields
            intent="create"
            values={actionData?.form === "create" ? actionData.values : {}}
            errors={actionData?.form === "create" ? actionData.fieldErrors : {}}
            submitLabel={text.add}
            cancelHref={address({ add: null })}
            courses={courses}
          />
        </section>
      )}

      {editing && (
        <section aria-labelledby="edit-testimonial" className="mt-6 rounded-2xl border border-accent-600 bg-white p-4 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="edit-testimonial" className="text-lg">Edit testimonial</h2>
            <Link to={`/admin/revisions/testimonial/${editing.id}`} className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-accent-700 hover:bg-slate-100">
              Revisions
            </Link>
          </div>
          <TestimonialFields
            key={editing.id}
            intent="update"
            testimonial={editing}
            values={
              actionData?.form === editing.id
                ? actionData.values
                : { quote: editing.quote, author: editing.author, rating: String(editing.rating), status: editing.status, course: editing.courseId }
            }
            errors={actionData?.form === editing.id ? actionData.fieldErrors : {}}
            version={actionData?.form === editing.id && actionData.version ? actionData.version : editing.version}
            conflictVersion={actionData?.form === editing.id ? (actionData.conflictVersion ?? null) : null}
            submitLabel={text.update}
            cancelHref={address({ edit: null })}
            courses={courses}
          />
        </section>
      )}

      {loaderData.hindi && !editing && (
        <section aria-labelledby="testimonial-hindi" className="mt-6 rounded-2xl border border-accent-600 bg-white p-4 shadow-sm sm:p-6">
          <TestimonialHindi hindi={loaderData.hindi} answer={actionData?.form === `hindi:${loaderData.hindi.id}` ? (actionData.hindi ?? null) : null} address={address} />
        </section>
      )}

      <section aria-labelledby="testimonial-list" className="mt-8">
        <h2 id="testimonial-list" className="text-lg">{text.list(testimonials.length)}</h2>
        {testimonials.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">{text.empty}</p>
        ) : (
          <ul className="mt-4 space-y-3" data-testid="admin-testimonial-list">
            {testimonials.map((testimonial) => (
              <TestimonialItem key={testimonial.id} testimonial={testimonial} editHref={address({ edit: testimonial.id, hindi: null })} hindiHref={address({ hindi: testimonial.id, edit: null })} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function StatusBadge({ status }: { status: string }) {
  const published = status === "Published";
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${published ? "bg-green-100 text-green-800" : "bg-yellow-100 text-yellow-900"}`}
    >
      <span aria-hidden="true">{published ? "●" : "○"}</span>
      {status}
    </span>
  );
}

function TestimonialItem({ testimonial, editHref, hindiHref }: { testimonial: TestimonialRow; editHref: string; hindiHref: string }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-4">
          <img
            {...testimonial.avatarImage}
            sizes={testimonial.avatarImage.srcSet ? "48px" : undefined}
            width={48}
            height={48}
            alt={`Avatar of ${testimonial.author}`}
            className="h-12 w-12 shrink-0 rounded-full border border-slate-200 object-cover"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-base break-words">{testimonial.author}</h3>
              <StatusBadge status={testimonial.status} />
              <HindiState waiting={testimonial.hindiWaiting} testId="testimonial-hindi-state" />
            </div>
            <blockquote className="mt-2 break-words text-slate-700">“{testimonial.quote}”</blockquote>
            <p className="mt-2 text-sm font-medium text-amber-800">{text.rating(testimonial.rating)}</p>
            {testimonial.courseName && <p className="mt-1 text-sm text-slate-600">About the course: {testimonial.courseName}</p>}
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <Link to={editHref} preventScrollReset className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-navy-900 hover:bg-slate-50">
            Edit<span className="sr-only"> testimonial by {testimonial.author}</span>
          </Link>
          <Link to={hindiHref} preventScrollReset className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-navy-900 hover:bg-slate-50">
            Hindi<span className="sr-only"> version of the testimonial by {testimonial.author}</span>
          </Link>
          <ConfirmLink id={testimonial.id} className="inline-flex min-h-10 items-center rounded-lg border border-red-200 px-4 text-sm font-semibold text-red-700 hover:bg-red-50">
            Delete<span className="sr-only"> testimonial by {testimonial.author}</span>
          </ConfirmLink>
        </div>
      </div>
      <ConfirmDialog
        id={testimonial.id}
        title="Delete testimonial"
        message={text.confirmDelete}
        fields={{ intent: "delete", id: testimonial.id }}
      />
    </li>
  );
}

/** The add and the edit form: the same fields, posted with the avatar file (multipart) so it works without JavaScript. */
function TestimonialFields(props: {
  intent: "create" | "update";
  testimonial?: TestimonialRow;
  values: TestimonialFormValues;
  errors: TestimonialFieldErrors;
  submitLabel: string;
  cancelHref: string;
  courses: { value: string; label: string }[];
  /** the version the form was loaded from (decision 0041) */
  version?: string;
  /** after a refusal: the version now current, to save over it on purpose */
  conflictVersion?: string | null;
}) {
  const { intent, testimonial, values, errors, submitLabel, cancelHref, courses, version, conflictVersion } = props;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const uploadedAvatar = testimonial && !testimonial.avatar.startsWith("/avatars/") ? testimonial.avatar : null;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      preventScrollReset
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      {/* The spec: a failed avatar upload abandons the save; the upload field refuses it (and
          holds a save sent while the avatar is on its way until it is stored). */}
      <input type="hidden" name="intent" value={intent} />
      {testimonial && <input type="hidden" name="id" value={testimonial.id} />}
      {version && <input type="hidden" name="version" value={version} />}
      {conflictVersion && testimonial && <OverwriteChoice version={conflictVersion} className="sm:col-span-2" />}
      <TextField name="quote" label="Quote" multiline required defaultValue={values.quote} error={errors.quote} maxLength={2000} className="sm:col-span-2" />
      <TextField name="author" label="Author" required defaultValue={values.author} error={errors.author} maxLength={120} />
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          name="rating"
          label="Rating"
          options={[1, 2, 3, 4, 5].map((rating) => ({ value: String(rating), label: `${rating} / 5` }))}
          defaultValue={values.rating ?? String(DEFAULT_RATING)}
          error={errors.rating}
        />
        <SelectField name="status" label="Status" options={testimonialStatuses} defaultValue={values.status ?? DEFAULT_TESTIMONIAL_STATUS} error={errors.status} />
      </div>
      <SelectField
        name="course"
        label="Course (optional)"
        placeholder="No particular course"
        options={courses}
        defaultValue={values.course ?? ""}
        error={errors.course}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <ImageUploadField
          name="avatar"
          purpose="testimonial-avatar"
          label="Avatar"
          currentUrl={uploadedAvatar}
          removable
          removeLabel="Remove"
          previewShape="round"
          failureMessage={text.uploadFailed}
          error={errors.avatar}
        />
        <p className="mt-1 text-sm text-slate-500">Without a photo, the author’s initials are shown.</p>
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className="min-h-10 rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 disabled:opacity-70">
          {busy ? "Saving..." : submitLabel}
        </button>
        <Link to={cancelHref} preventScrollReset className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-5 font-semibold text-navy-900 hover:bg-slate-50">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/**
 * A testimonial's Hindi beside its English (decision 0055): its quote. /hi shows the Hindi quote
 * while it was written from today's English; otherwise the English quote, marked as English.
 */
function TestimonialHindi(props: {
  hindi: NonNullable<Route.ComponentProps["loaderData"]["hindi"]>;
  answer: ActionAnswer["hindi"] | null;
  address: (changes: Record<string, string | null>) => string;
}) {
  const { hindi, answer, address } = props;
  return (
    <RecordTranslationView
      hindi={hindi}
      answer={answer ?? null}
      heading="h2"
      headingId="testimonial-hindi"
      englishHref={address({ edit: hindi.id, hindi: null })}
      revisionsHref={`/admin/revisions/testimonial-hi/${encodeURIComponent(hindi.id)}`}
      closeHref={address({ hindi: null })}
    >
      On the Hindi pages (/hi and the course pages) this testimonial shows its Hindi quote while that quote was written from today&apos;s English; until then
      it shows the English quote, marked as English. The author&apos;s name and the rating stay as they are.
    </RecordTranslationView>
  );
}
