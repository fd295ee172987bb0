import { Form, Link, data, redirect, useLocation, useNavigation, useSearchParams } from "react-router";
import { ImageUploadField } from "../../components/admin/image-upload-field";
import { SelectField } from "../../components/ui/select-field";
import { ConfirmDialog, ConfirmLink } from "../../components/ui/confirm-dialog";
import { Notice, type NoticeData } from "../../components/ui/notice";
import { FieldError } from "../../components/ui/field-error";
import { TextField } from "../../components/ui/text-field";
import { addressAfterSave, doneOf } from "../../domain/admin-notices";
import { courseFormats, courseLanguages, courseLevels, courseStatuses } from "../../domain/course-page";
import { EMI_NOTE_MAX, SUMMARY_MAX } from "../../domain/course-page-form";
import { responsiveImage } from "../../domain/images";
import { messages } from "../../domain/messages";
import { courseCategories } from "../../domain/site-settings";
import { COURSE_HINDI_REVISIONS, countCourseTranslationsWaiting, loadCourseTranslation, saveCourseTranslation } from "../../server/admin/course-translations.server";
import { withDrafts } from "../../server/admin/autosave.server";
import { coursePageValuesOf, listCoursesForAdmin, removeCourse, saveCourse, type CourseEditorValues, type CourseFieldErrors } from "../../server/admin/courses.server";
import { requirePermission } from "../../server/auth/guard.server";
import { actorOf } from "../../server/repos/audit.server";
import { readUploadForm } from "../../server/uploads/upload-form.server";
import type { Route } from "./+types/courses";
import { OverwriteChoice } from "../../components/admin/overwrite-choice";
import { HindiState, RecordTranslationView, type RecordTranslationAnswer } from "../../components/admin/record-translation";

const text = messages.adminCourses;

export function meta() {
  return [{ title: `${text.title} | Candlewise Admin` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(context.services, request, "content");
  const courses = await listCoursesForAdmin(context.services);
  // a course's Hindi beside its English (?hindi=id; issue 23, part 3), and each course's count of fields waiting for it
  const hindiId = new URL(request.url).searchParams.get("hindi");
  const [translation, waiting] = await Promise.all([hindiId ? loadCourseTranslation(context.services, hindiId) : null, countCourseTranslationsWaiting(context.services, courses)]);
  // with this account's autosaved draft of it (decision 0059)
  const hindi = await withDrafts(context.services, user.userId, translation, (course) => ({ entity: COURSE_HINDI_REVISIONS, id: course.id, version: course.hindiVersion }));
  return {
    hindi,
    courses: courses.map((course) => ({
      id: course.id,
      name: course.name,
      link: course.link,
      category: course.category,
      description: course.description,
      order: course.sortOrder,
      image: course.image,
      version: course.updatedAt,
      thumbnail: course.image ? responsiveImage({ src: course.image, width: course.imageWidth, height: course.imageHeight }, "course-image") : null,
      // the page's fields as the editor writes them (the lists one item per line)
      page: coursePageValuesOf(course),
      hindiWaiting: waiting[course.id] ?? 0,
    })),
  };
}

type ActionAnswer = {
  form: string;
  fieldErrors: CourseFieldErrors;
  values: CourseEditorValues;
  error: string | null;
  version?: string | null;
  conflictVersion?: string | null;
  hindi?: RecordTranslationAnswer;
};

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requirePermission(context.services, request, "content"), context.clientIp);
  const received = await readUploadForm(request, { image: "course-image" });
  if (!received.ok) {
    return data<ActionAnswer>({ form: "unknown", fieldErrors: { image: received.message }, values: {}, error: received.message }, { status: received.status });
  }
  const { form, files } = received;
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  if (intent === "delete") {
    if (!(await removeCourse(context.services, id, actor))) {
      return data<ActionAnswer>({ form: "delete", fieldErrors: {}, values: {}, error: text.notFound }, { status: 404 });
    }
    return redirect(addressAfterSave(request.url, "deleted", ["confirm", "edit"]));
  }
  if (intent === "save-hindi") {
    const saved = await saveCourseTranslation(context.services, context.log, id, form, actor);
    if (!saved.ok) return data<ActionAnswer>({ form: `hindi:${id}`, fieldErrors: {}, values: {}, error: saved.error, hindi: { values: saved.values, fieldErrors: saved.fieldErrors, hindiVersion: saved.hindiVersion, conflictVersion: saved.conflictVersion } }, { status: saved.status });
    // back to the same Hindi view, which shows what the page shows now
    return redirect(addressAfterSave(request.url, "saved"));
  }
  if (intent !== "create" && intent !== "update") {
    return data<ActionAnswer>({ form: "unknown", fieldErrors: {}, values: {}, error: "Unknown request." }, { status: 400 });
  }
  const outcome = await saveCourse(context.services, { id: intent === "update" ? id : null, form, files, actor });
  if (!outcome.ok) {
    const { status, ...answer } = outcome;
    // the version the typing started from goes back with it: a second try is refused again unless chosen
    const version = typeof form.get("version") === "string" ? String(form.get("version")) : null;
    return data<ActionAnswer>({ form: intent === "update" ? id : "create", ...answer, version }, { status });
  }
  return redirect(addressAfterSave(request.url, outcome.done, ["edit", "confirm"]));
}

type CourseRow = Route.ComponentProps["loaderData"]["courses"][number];

export default function AdminCourses({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const done = doneOf(params);
  const editing = params.get("edit");
  const notice: NoticeData | null = actionData?.error
    ? { tone: "error", text: actionData.error }
    : done
      ? { tone: "success", text: done === "added" ? text.added : done === "deleted" ? text.deleted : text.saved }
      : null;
  const addAnswer = actionData?.form === "create" ? actionData : null;
  const { courses } = loaderData;

  return (
    <>
      <h1 className="text-2xl">{text.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Courses appear on the home page and on /courses in this order. A course shows there once it has an image and is Published; each
        Published course has its own page at /courses/its-slug. Renaming a slug keeps the old address working (it redirects). A course&apos;s
        Hindi (its page at /hi/courses/its-slug) is written beside its English under &ldquo;Hindi&rdquo;.
      </p>
      <Notice notice={notice} />

      <section aria-labelledby="add-course" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="add-course" className="text-lg">Add a course</h2>
        {/* a fresh form after each add (the redirect gives the page a new location) */}
        <CourseFields
          key={done === "added" ? location.key : "add"}
          intent="create"
          values={addAnswer?.values ?? {}}
          errors={addAnswer?.fieldErrors ?? {}}
          submitLabel="Add Course"
        />
      </section>

      <section aria-labelledby="course-list" className="mt-8">
        <h2 id="course-list" className="text-lg">All courses ({courses.length})</h2>
        {courses.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">{text.empty}</p>
        ) : (
          <ul className="mt-4 space-y-3" data-testid="admin-course-list">
            {courses.map((course) =>
              course.id === loaderData.hindi?.id && !editing ? (
                <li key={course.id} className="rounded-2xl border border-accent-600 bg-white p-4 shadow-sm sm:p-6">
                  <CourseHindi hindi={loaderData.hindi} answer={actionData?.form === `hindi:${course.id}` ? (actionData.hindi ?? null) : null} />
                </li>
              ) : course.id === editing ? (
                <li key={course.id} className="rounded-2xl border border-accent-600 bg-white p-4 shadow-sm sm:p-6">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="text-base">Edit “{course.name}”</h3>
                    <div className="flex flex-wrap gap-1">
                      <Link to={`?hindi=${course.id}`} preventScrollReset className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-accent-700 hover:bg-slate-100">
                        Hindi<span className="sr-only"> version of {course.name}</span>
                      </Link>
                      <Link to={`/admin/revisions/course/${course.id}`} className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-accent-700 hover:bg-slate-100">
                        Revisions<span className="sr-only"> of {course.name}</span>
                      </Link>
                    </div>
                  </div>
                  <CourseFields
                    intent="update"
                    course={course}
                    values={actionData?.form === course.id ? actionData.values : toValues(course)}
                    errors={actionData?.form === course.id ? actionData.fieldErrors : {}}
                    version={actionData?.form === course.id && actionData.version ? actionData.version : course.version}
                    conflictVersion={actionData?.form === course.id ? (actionData.conflictVersion ?? null) : null}
                    submitLabel="Save"
                  />
                </li>
              ) : (
                <CourseDisplayRow key={course.id} course={course} />
              ),
            )}
          </ul>
        )}
      </section>
    </>
  );
}

function toValues(course: CourseRow): CourseEditorValues {
  return { name: course.name, link: course.link, category: course.category, description: course.description, order: String(course.order), ...course.page };
}

function CourseDisplayRow({ course }: { course: CourseRow }) {
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start">
      {course.thumbnail ? (
        <img {...course.thumbnail} sizes={course.thumbnail.srcSet ? "128px" : undefined} alt="" className="aspect-video w-full max-w-40 shrink-0 rounded-lg border border-slate-200 object-cover sm:w-32" />
      ) : (
        <div className="flex aspect-video w-full max-w-40 shrink-0 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-xs text-slate-500 sm:w-32">
          No image
        </div>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base break-words">{course.name}</h3>
          <span className="rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-800">{course.category}</span>
          <span className="text-xs text-slate-500">Order {course.order}</span>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${course.page.status === "Published" ? "bg-green-50 text-green-800" : "bg-slate-100 text-slate-700"}`}>
            {course.page.status}
          </span>
          <HindiState waiting={course.hindiWaiting} testId="course-hindi-state" />
        </div>
        <a href={course.link} target="_blank" rel="noopener noreferrer" className="mt-1 block truncate text-sm text-accent-700 hover:underline">
          {course.link}
        </a>
        {course.page.status === "Published" && (
          <a href={`/courses/${encodeURIComponent(course.page.slug)}`} target="_blank" rel="noopener noreferrer" className="mt-1 block truncate text-sm text-accent-700 hover:underline">
            /courses/{course.page.slug}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        {course.description && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{course.description}</p>}
        {!course.thumbnail && <p className="mt-1 text-xs text-amber-800">Not shown on the home page until it has an image.</p>}
      </div>
      <div className="flex shrink-0 gap-2">
        <Link
          to={`?edit=${course.id}`}
          preventScrollReset
          className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-navy-900 hover:bg-slate-50"
        >
          Edit<span className="sr-only"> {course.name}</span>
        </Link>
        <Link
          to={`?hindi=${course.id}`}
          preventScrollReset
          className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-navy-900 hover:bg-slate-50"
        >
          Hindi<span className="sr-only"> version of {course.name}</span>
        </Link>
        <ConfirmLink id={course.id} className="inline-flex min-h-10 items-center rounded-lg border border-red-200 px-4 text-sm font-semibold text-red-700 hover:bg-red-50">
          Delete<span className="sr-only"> {course.name}</span>
        </ConfirmLink>
      </div>
      <ConfirmDialog
        id={course.id}
        title={text.confirmDelete}
        message={<>“{course.name}” will be removed from the site, with its image.</>}
        fields={{ intent: "delete", id: course.id }}
      />
    </li>
  );
}

/** The add form and the inline edit row share these fields; both post with their files (multipart). */
function CourseFields(props: {
  intent: "create" | "update";
  course?: CourseRow;
  values: CourseEditorValues;
  errors: CourseFieldErrors;
  submitLabel: string;
  /** the version the form was loaded from (decision 0041) */
  version?: string;
  /** after a refusal: the version now current, to save over it on purpose */
  conflictVersion?: string | null;
}) {
  const { intent, course, values, errors, submitLabel, version, conflictVersion } = props;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent && (intent === "create" || navigation.formData?.get("id") === course?.id);
  return (
    <Form method="post" encType="multipart/form-data" noValidate preventScrollReset className="mt-4 grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {course && <input type="hidden" name="id" value={course.id} />}
      {version && <input type="hidden" name="version" value={version} />}
      {conflictVersion && course && <OverwriteChoice version={conflictVersion} className="sm:col-span-2" />}
      <TextField name="name" label="Name" required defaultValue={values.name} error={errors.name} maxLength={200} />
      <TextField name="link" label="Link" type="url" required defaultValue={values.link} error={errors.link} hint="The course page, starting with https://" />
      <SelectField name="category" label="Category" required placeholder="Choose a category" options={courseCategories} defaultValue={values.category} error={errors.category} />
      <TextField name="order" label="Order" type="number" defaultValue={values.order ?? "0"} error={errors.order} hint="0 comes first; whole numbers only" />
      <TextField name="description" label="Description" multiline defaultValue={values.description} error={errors.description} className="sm:col-span-2" maxLength={2000} />
      <div className="sm:col-span-2">
        <ImageUploadField name="image" purpose="course-image" label="Image" currentUrl={course?.image || null} removable error={errors.image} />
      </div>
      <CoursePageFields values={values} errors={errors} />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className="min-h-10 rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 disabled:opacity-70">
          {busy ? "Saving..." : submitLabel}
        </button>
        {intent === "update" && (
          <Link to="/admin/courses" preventScrollReset className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-5 font-semibold text-navy-900 hover:bg-slate-50">
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}

const levelLabels: Record<(typeof courseLevels)[number], string> = { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced", all: "All levels" };
const formatLabels: Record<(typeof courseFormats)[number], string> = { live: "Live", recorded: "Recorded", hybrid: "Hybrid (recorded + live)" };
const languageLabels: Record<(typeof courseLanguages)[number], string> = { en: "English", hi: "Hindi", mr: "Marathi", gu: "Gujarati", ta: "Tamil", te: "Telugu" };

/**
 * The course page's fields (issue 22, decision 0039). The ordered lists are plain textareas with one
 * item per line in the format each hint gives, so the editor needs no JavaScript; the server reads
 * them (app/domain/course-page.ts) and names the line of any mistake beside the field.
 */
function CoursePageFields({ values, errors }: { values: CourseEditorValues; errors: CourseFieldErrors }) {
  const ticked = new Set((values.languages ?? "").split(","));
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="pt-4 text-base font-semibold text-navy-900">Course page</legend>
      <TextField name="slug" label="Slug" defaultValue={values.slug} error={errors.slug} maxLength={200} hint="The page's address: /courses/slug. Leave empty to make it from the name; the blog's rules apply." />
      <SelectField name="status" label="Status" options={courseStatuses} defaultValue={values.status ?? "Published"} error={errors.status} />
      <TextField name="summary" label="Summary" multiline defaultValue={values.summary} error={errors.summary} className="sm:col-span-2" maxLength={SUMMARY_MAX} hint="Two or three sentences at the top of the page and in search results." />
      <SelectField name="level" label="Level" placeholder="Not stated" options={courseLevels.map((value) => ({ value, label: levelLabels[value] }))} defaultValue={values.level} error={errors.level} />
      <SelectField name="format" label="Format" placeholder="Not stated" options={courseFormats.map((value) => ({ value, label: formatLabels[value] }))} defaultValue={values.format} error={errors.format} />
      <TextField name="totalHours" label="Total hours" type="number" defaultValue={values.totalHours} error={errors.totalHours} hint="Whole hours, e.g. 24" />
      <TextField name="price" label="Price in rupees, GST included" defaultValue={values.price} error={errors.price} hint="e.g. 24999. The page shows the GST inside it (18/118 of the price)." />
      <fieldset className="sm:col-span-2" aria-describedby={errors.languages ? "course-languages-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">Languages taught in</legend>
        <input type="hidden" name="languages" value="" />
        <div className="mt-1 flex flex-wrap gap-4">
          {courseLanguages.map((code) => (
            <label key={code} className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="languages" value={code} defaultChecked={ticked.has(code)} className="h-4 w-4" />
              {languageLabels[code]}
            </label>
          ))}
        </div>
        {errors.languages && <FieldError id="course-languages-error" message={errors.languages} />}
      </fieldset>
      <TextField name="emiNote" label="EMI note (optional)" defaultValue={values.emiNote} error={errors.emiNote} className="sm:col-span-2" maxLength={EMI_NOTE_MAX} hint="e.g. No-cost EMI from ₹2,500 a month for 6 months." />
      <TextField name="points" label="What you will learn" multiline defaultValue={values.points} error={errors.points} className="sm:col-span-2" hint="One point per line, in the order shown." />
      <TextField
        name="curriculum"
        label="Curriculum"
        multiline
        defaultValue={values.curriculum}
        error={errors.curriculum}
        className="sm:col-span-2"
        hint='A module on a line starting with "#", then its lessons, one per line as "Title | minutes". Example: "# Module 1: Basics" then "What a pip is | 45".'
      />
      <TextField name="batches" label="Next batches" multiline defaultValue={values.batches} error={errors.batches} hint='One per line: "YYYY-MM-DD | label", e.g. "2027-01-09 | Weekend batch". Past dates are not shown.' />
      <TextField name="instructors" label="Instructors" multiline defaultValue={values.instructors} error={errors.instructors} hint='One per line: "Name | role", e.g. "Meera Kulkarni | Head of trading education".' />
      <TextField name="faq" label="FAQ" multiline defaultValue={values.faq} error={errors.faq} className="sm:col-span-2" hint='Pairs of lines in order: "Q: the question" then "A: the answer".' />
    </fieldset>
  );
}

/**
 * A course's Hindi beside its English (issue 23, part 3; decision 0046), in place of its row: a box
 * per text its page shows. /hi shows the course in Hindi once no box waits; until then, in English.
 */
function CourseHindi({ hindi, answer }: { hindi: NonNullable<Route.ComponentProps["loaderData"]["hindi"]>; answer: ActionAnswer["hindi"] | null }) {
  return (
    <RecordTranslationView
      hindi={hindi}
      answer={answer ?? null}
      heading="h3"
      englishHref={`?edit=${hindi.id}`}
      revisionsHref={`/admin/revisions/course-hi/${encodeURIComponent(hindi.id)}`}
      closeHref="/admin/courses"
    >
      The Hindi course page (/hi/courses/…) shows these texts once every box has Hindi written from today&apos;s English; until then it shows the course in
      English. Prices, dates, minutes and names stay as they are.
    </RecordTranslationView>
  );
}
