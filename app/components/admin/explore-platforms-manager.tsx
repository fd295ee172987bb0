import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { confirmIdOf, PLATFORM_ALT_MAX, type ExploreFormOutcome, type ExplorePlatformView } from "../../domain/explore";
import { messages } from "../../domain/messages";
import { ConfirmDialog, ConfirmLink } from "../ui/confirm-dialog";
import { Notice } from "../ui/notice";
import { TextField } from "../ui/text-field";
import { ImageUploadField, type UploadStatus } from "./image-upload-field";
import { HindiState } from "./record-translation";

/** The 'Manage Platforms' card: the add form, then the table of platforms with their Delete. */
export function ExplorePlatformsManager({ platforms, outcome }: { platforms: ExplorePlatformView[]; outcome: ExploreFormOutcome | null }) {
  const [addRound, setAddRound] = useState("first");
  const added = outcome?.form === "platform" && outcome.ok ? outcome.savedId : undefined;
  if (added && added !== addRound) setAddRound(added);
  const deleteFailed = outcome?.form === "delete-platform" && !outcome.ok ? outcome.alert : null;

  return (
    <section aria-labelledby="platforms-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="platforms-heading" className="text-xl">Manage Platforms</h2>
      <p className="mt-1 text-sm text-slate-600">The markets shown as images in the Explore section.</p>
      <ExplorePlatformForm key={addRound} outcome={outcome?.form === "platform" ? outcome : null} />
      <h3 className="mt-8 text-base font-semibold text-navy-900">
        All platforms <span className="font-normal text-slate-500">({platforms.length})</span>
      </h3>
      {platforms.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{messages.explore.noPlatforms}</p>
      ) : (
        // relative: the visually hidden texts are positioned, and must scroll with the table, not widen the page
        <div className="relative mt-3 overflow-x-auto rounded-xl border border-slate-200">
          <table data-testid="platform-table" className="w-full min-w-[20rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Image</th>
                <th scope="col" className="px-4 py-3 font-semibold">Alt Text</th>
                <th scope="col" className="px-4 py-3 font-semibold">Hindi</th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">Actions</th>
              </tr>
            </thead>
            <tbody>
              {platforms.map((platform) => (
                <tr key={platform.id} className="border-t border-slate-100">
                  <td className="px-4 py-2">
                    <img
                      {...platform.image}
                      sizes={platform.image.srcSet ? "96px" : undefined}
                      alt={platform.alt}
                      className="h-12 w-24 rounded-md border border-slate-100 bg-slate-50 object-contain"
                    />
                  </td>
                  <td className="break-words px-4 py-2 font-medium text-navy-900">{platform.alt}</td>
                  <td className="px-4 py-2">{platform.hindiWaiting !== undefined && <HindiState waiting={platform.hindiWaiting} testId="platform-hindi-state" />}</td>
                  <td className="px-4 py-2 text-right">
                    <ConfirmLink
                      id={confirmIdOf.platform(platform.id)}
                      className="inline-flex min-h-10 items-center rounded-lg border border-red-200 bg-white px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                    >
                      Delete<span className="sr-only"> {platform.alt}</span>
                    </ConfirmLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {/* outside the table: a dialog must not inherit a cell's alignment; only the one in the address opens */}
      {platforms.map((platform) => (
        <ConfirmDialog
          key={platform.id}
          id={confirmIdOf.platform(platform.id)}
          title={messages.explore.platformDeleteTitle}
          message={
            <>
              <p>{messages.explore.platformDeleteConfirm(platform.alt)}</p>
              {deleteFailed && <p role="alert" className="mt-3 font-medium text-red-700">{deleteFailed}</p>}
            </>
          }
          fields={{ intent: "delete-platform", id: platform.id }}
          busyLabel={messages.explore.deleting}
        />
      ))}
    </section>
  );
}

function ExplorePlatformForm({ outcome }: { outcome: ExploreFormOutcome | null }) {
  const navigation = useNavigation();
  const [upload, setUpload] = useState<UploadStatus>("idle");
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-platform";
  const busy = submitting || upload === "uploading";
  const errors = outcome && !outcome.ok ? outcome.fieldErrors : {};

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      preventScrollReset
      aria-label="Add a platform"
      className="mt-6 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4"
    >
      <input type="hidden" name="intent" value="add-platform" />
      {outcome?.alert && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {outcome.alert}
        </p>
      )}
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          name="alt"
          label="Platform Alt Text"
          required
          maxLength={PLATFORM_ALT_MAX}
          placeholder={messages.explore.platformAltPlaceholder}
          hint="Describes the image for people who cannot see it."
          error={errors.alt}
        />
        <ImageUploadField
          name="image"
          purpose="explore-platform"
          label="Platform Image"
          required
          dropZone
          removable
          removeLabel="Remove file"
          error={errors.image}
          onStatusChange={setUpload}
        />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="min-h-10 rounded-lg bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {busy ? messages.explore.uploading : "Add Platform"}
        </button>
      </div>
      <Notice notice={outcome?.ok ? { tone: "success", text: "Platform added." } : null} />
    </Form>
  );
}
