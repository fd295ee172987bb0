import { useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { confirmIdOf, PROGRAM_LABEL_MAX, type ExploreFormOutcome, type ExploreProgramView } from "../../domain/explore";
import { messages } from "../../domain/messages";
import { ConfirmDialog, ConfirmLink } from "../ui/confirm-dialog";
import { Notice } from "../ui/notice";
import { TextField } from "../ui/text-field";
import { ImageUploadField, type UploadStatus } from "./image-upload-field";
import { HindiState } from "./record-translation";

interface ProgramsManagerProps {
  programs: ExploreProgramView[];
  /** the program named by ?edit=<id>, when it still exists */
  editing: ExploreProgramView | null;
  outcome: ExploreFormOutcome | null;
}

const secondaryButton =
  "inline-flex min-h-10 items-center justify-center rounded-lg border border-slate-300 bg-white px-2.5 text-sm sm:px-3 font-semibold text-navy-900 hover:bg-slate-50";
const dangerButton =
  "inline-flex min-h-10 items-center justify-center rounded-lg border border-red-200 bg-white px-2.5 text-sm sm:px-3 font-semibold text-red-700 hover:bg-red-50";

/** Programs of the Explore section: one form that adds or edits, and the list beside it. */
export function ExploreProgramsManager({ programs, editing, outcome }: ProgramsManagerProps) {
  // A successful add starts a fresh form (the upload field forgets its file); a failed one keeps it.
  const [addRound, setAddRound] = useState("first");
  const added = outcome?.form === "program" && outcome.ok ? outcome.savedId : undefined;
  if (added && added !== addRound) setAddRound(added);
  const deleteFailed = outcome?.form === "delete-program" && !outcome.ok ? outcome.alert : null;

  return (
    <section aria-labelledby="programs-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="programs-heading" className="text-xl">Programs</h2>
      <p className="mt-1 text-sm text-slate-600">The trading programs listed in the Explore section, each with its icon.</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <ExploreProgramForm
          key={editing ? `edit-${editing.id}` : `add-${addRound}`}
          editing={editing}
          outcome={outcome?.form === "program" ? outcome : null}
        />
        <div>
          <h3 className="text-base font-semibold text-navy-900">
            All programs <span className="font-normal text-slate-500">({programs.length})</span>
          </h3>
          {programs.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{messages.explore.noPrograms}</p>
          ) : (
            <ul data-testid="program-list" className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
              {programs.map((program) => (
                <li key={program.id} className={`flex flex-wrap items-center gap-x-2 gap-y-2 px-2 py-2 sm:gap-x-3 sm:px-3 ${editing?.id === program.id ? "bg-accent-50" : ""}`}>
                  <img
                    {...program.icon}
                    sizes={program.icon.srcSet ? "40px" : undefined}
                    alt=""
                    className="h-10 w-10 shrink-0 rounded-lg border border-slate-100 bg-slate-50 object-contain p-1"
                  />
                  {/* on a narrow phone a long label pushes the buttons onto their own line rather than being squeezed to a few letters */}
                  <span className="min-w-[6rem] flex-1 break-words font-medium text-navy-900">{program.label}</span>
                  {program.hindiWaiting !== undefined && <HindiState waiting={program.hindiWaiting} testId="program-hindi-state" />}
                  <span className="ml-auto flex gap-2">
                    <Link to={`?edit=${encodeURIComponent(program.id)}`} className={secondaryButton} aria-current={editing?.id === program.id ? "true" : undefined}>
                      Edit<span className="sr-only"> {program.label}</span>
                    </Link>
                    <ConfirmLink id={confirmIdOf.program(program.id)} className={dangerButton}>
                      Delete<span className="sr-only"> {program.label}</span>
                    </ConfirmLink>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {programs.map((program) => (
            <ConfirmDialog
              key={program.id}
              id={confirmIdOf.program(program.id)}
              title="Delete Program"
              message={
                <>
                  <p>{messages.explore.programDeleteConfirm(program.label)}</p>
                  {deleteFailed && <p role="alert" className="mt-3 font-medium text-red-700">{deleteFailed}</p>}
                </>
              }
              fields={{ intent: "delete-program", id: program.id }}
              busyLabel={messages.explore.deleting}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

function ExploreProgramForm({ editing, outcome }: { editing: ExploreProgramView | null; outcome: ExploreFormOutcome | null }) {
  const navigation = useNavigation();
  const location = useLocation();
  const [upload, setUpload] = useState<UploadStatus>("idle");
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-program";
  const uploading = upload === "uploading";
  const errors = outcome && !outcome.ok ? outcome.fieldErrors : {};
  const cancelParams = new URLSearchParams(location.search);
  cancelParams.delete("edit");
  const cancelQuery = cancelParams.toString();

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      preventScrollReset
      aria-labelledby="program-form-heading"
      className="rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4"
    >
      <h3 id="program-form-heading" className="text-base font-semibold text-navy-900">
        {editing ? `Edit "${editing.label}"` : "Add a program"}
      </h3>
      <input type="hidden" name="intent" value="save-program" />
      {editing && <input type="hidden" name="id" value={editing.id} />}
      {outcome?.alert && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {outcome.alert}
        </p>
      )}
      <Notice notice={outcome?.ok ? { tone: "success", text: "Program added." } : null} />
      <div className="mt-4 space-y-5">
        <TextField
          name="label"
          label="Program Label"
          required
          maxLength={PROGRAM_LABEL_MAX}
          placeholder="e.g. Forex"
          defaultValue={editing?.label ?? ""}
          error={errors.label}
        />
        <ImageUploadField
          name="icon"
          purpose="program-icon"
          label="Program Icon"
          required={!editing}
          currentUrl={editing?.icon.src ?? null}
          previewShape="square"
          error={errors.icon}
          onStatusChange={setUpload}
        />
        {editing && <p className="text-sm text-slate-600">Leave the icon as it is to keep the current one.</p>}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={submitting || uploading}
          className="min-h-10 rounded-lg bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {uploading ? messages.explore.uploading : submitting ? "Saving..." : editing ? "Update Program" : "Add Program"}
        </button>
        {editing && (
          <Link to={`${location.pathname}${cancelQuery ? `?${cancelQuery}` : ""}`} className={secondaryButton}>
            Cancel edit
          </Link>
        )}
      </div>
    </Form>
  );
}
