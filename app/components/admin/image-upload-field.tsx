import { useEffect, useId, useLayoutEffect, useRef, useState, type DragEvent } from "react";
import { acceptFor, uploadMessages, uploadPurposes, type UploadPurposeName } from "../../domain/uploads";
import { FieldError } from "../ui/field-error";

interface ImageUploadFieldProps {
  /** the form field; "<name>Upload" and "<name>Remove" travel beside it */
  name: string;
  purpose: UploadPurposeName;
  label: string;
  /** the image the record has now, if any */
  currentUrl?: string | null;
  required?: boolean;
  /** offer "Remove file" for the current image */
  removable?: boolean;
  removeLabel?: string;
  /** a drop zone ("drag-and-drop or click") instead of a plain file picker */
  dropZone?: boolean;
  /** the message shown when the upload fails (the testimonial screen has its own) */
  failureMessage?: string;
  error?: string | undefined;
  /** told as an upload starts, ends or fails, so the form can wait for it or refuse to save */
  onStatusChange?: (status: UploadStatus) => void;
  previewShape?: "wide" | "square" | "round";
}

export type UploadStatus = "idle" | "uploading" | "uploaded" | "failed";

type State =
  | { step: "idle" }
  | { step: "uploading"; progress: number }
  | { step: "uploaded"; key: string }
  | { step: "failed"; message: string };

/**
 * The one upload field of the back office. Without JavaScript it is a plain file input posted with
 * its form (multipart). With JavaScript the chosen file is previewed at once and sent ahead to
 * /admin/uploads with a progress bar; the form then carries only the stored file's key. Either way
 * the server proves the file is an image and re-encodes it.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { name, purpose, label, currentUrl, required, removable, removeLabel = "Remove file", dropZone, error, onStatusChange } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const request = useRef<XMLHttpRequest | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [preview, setPreview] = useState<string | null>(currentUrl ?? null);
  const [state, setState] = useState<State>({ step: "idle" });
  const [removed, setRemoved] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const rule = uploadPurposes[purpose];
  // What a submission of the form sees, kept in step with the DOM (see the layout effect below),
  // and the button of a submission held until the upload ends (undefined: none held).
  const step = useRef<State["step"]>("idle");
  const heldSubmitter = useRef<HTMLElement | null | undefined>(undefined);

  useEffect(() => setHydrated(true), []);
  useEffect(() => () => request.current?.abort(), []);
  // A record saved or switched (the form is reused) shows its own image again.
  useEffect(() => {
    setPreview(currentUrl ?? null);
    setState({ step: "idle" });
    setRemoved(false);
  }, [currentUrl]);

  useEffect(() => onStatusChange?.(state.step), [state.step, onStatusChange]);

  // A form sent while its file is still on the way would be saved without it (the file input is
  // emptied once the file is stored, and the stored file's key is only in the form once React has
  // rendered it), so this field holds the form's submission until the upload ends, then sends it
  // again with the same button; a failed upload refuses it, the reason already beside the field.
  // The listener is on the form element itself: it runs before React's, which sits at the root.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const hold = (event: SubmitEvent) => {
      if (step.current !== "uploading" && step.current !== "failed") return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (step.current === "failed") {
        input.current?.focus();
        return;
      }
      heldSubmitter.current = event.submitter;
      setWaiting(true);
    };
    form.addEventListener("submit", hold);
    return () => form.removeEventListener("submit", hold);
  }, []);

  // Runs in the same commit that puts the stored file's key in the form, before any event can:
  // only then does the file itself leave the form (it must not be sent twice), and a held
  // submission goes.
  useLayoutEffect(() => {
    step.current = state.step;
    if (state.step === "uploading") return;
    if (state.step !== "idle" && input.current) input.current.value = "";
    const submitter = heldSubmitter.current;
    if (submitter === undefined) return;
    heldSubmitter.current = undefined;
    setWaiting(false);
    // (the button may have been disabled meanwhile by a form that shows the upload on it: a
    // disabled button still names the submission, and requestSubmit does not refuse it)
    if (state.step === "uploaded") input.current?.form?.requestSubmit(submitter?.isConnected ? submitter : undefined);
  }, [state]);

  function choose(file: File | undefined) {
    if (!file) return;
    request.current?.abort();
    setRemoved(false);
    setPreview(URL.createObjectURL(file));
    step.current = "uploading";
    if (file.size > rule.maxBytes) {
      setState({ step: "failed", message: props.failureMessage ?? uploadMessages.tooLarge(purpose) });
      return;
    }
    const body = new FormData();
    body.append("file", file);
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.open("POST", `/admin/uploads?purpose=${purpose}`);
    xhr.responseType = "json";
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) setState({ step: "uploading", progress: Math.round((event.loaded / event.total) * 100) });
    });
    xhr.addEventListener("load", () => {
      const answer = xhr.response as { key?: string; error?: string } | null;
      if (xhr.status === 200 && answer?.key) {
        setState({ step: "uploaded", key: answer.key });
      } else {
        setState({ step: "failed", message: props.failureMessage ?? answer?.error ?? uploadMessages.failed });
      }
    });
    xhr.addEventListener("error", () => setState({ step: "failed", message: props.failureMessage ?? uploadMessages.failed }));
    setState({ step: "uploading", progress: 0 });
    xhr.send(body);
  }

  function remove() {
    request.current?.abort();
    setPreview(null);
    setRemoved(true);
    setState({ step: "idle" });
    if (input.current) input.current.value = "";
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  const shownError = state.step === "failed" ? state.message : error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const previewClass =
    props.previewShape === "round" ? "h-20 w-20 rounded-full object-cover" : props.previewShape === "square" ? "h-20 w-20 rounded-lg object-contain bg-slate-50" : "h-28 w-48 rounded-lg object-cover";

  return (
    <div>
      <span className="block text-sm font-medium text-slate-800" id={`${id}-label`}>
        {label}
        {required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </span>
      <div className="mt-2 flex flex-wrap items-start gap-4">
        {preview && (
          <img src={preview} alt={`Preview of the ${label.toLowerCase()}`} className={`${previewClass} border border-slate-200`} />
        )}
        <div className="min-w-0 flex-1">
          <label
            htmlFor={id}
            onDragOver={dropZone ? (event) => (event.preventDefault(), setDragging(true)) : undefined}
            onDragLeave={dropZone ? () => setDragging(false) : undefined}
            onDrop={dropZone ? onDrop : undefined}
            className={
              dropZone
                ? `flex min-h-24 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-4 py-4 text-center text-sm ${
                    dragging ? "border-accent-600 bg-accent-50" : "border-slate-300 bg-white hover:border-accent-500"
                  }`
                : "sr-only"
            }
          >
            {dropZone ? (
              <>
                <span className="font-semibold text-accent-700">Click to upload</span>
                <span className="text-slate-600"> or drag and drop</span>
              </>
            ) : (
              label
            )}
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            name={name}
            accept={acceptFor(purpose)}
            aria-describedby={[hintId, shownError ? errorId : ""].filter(Boolean).join(" ")}
            aria-invalid={shownError ? true : undefined}
            onChange={hydrated ? (event) => choose(event.target.files?.[0]) : undefined}
            className={
              dropZone && hydrated
                ? "sr-only"
                : "block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold file:text-navy-900 hover:file:bg-slate-50"
            }
          />
          <p id={hintId} className="mt-1 text-sm text-slate-500">{rule.hint}</p>
          {state.step === "uploading" && (
            <div className="mt-2">
              <progress max={100} value={state.progress} aria-label={`Uploading ${label.toLowerCase()}`} className="h-2 w-full overflow-hidden rounded-full accent-accent-600" />
              <p className="text-xs text-slate-600" aria-live="polite">
                Uploading... {state.progress}%{waiting && " The form is sent as soon as the file is in."}
              </p>
            </div>
          )}
          {state.step === "uploaded" && <p className="mt-1 text-sm text-accent-700" aria-live="polite">Uploaded. Save to keep it.</p>}
          {shownError && <FieldError id={errorId} message={shownError} />}
          {removable && preview && !hydrated && (
            <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" name={`${name}Remove`} value="1" /> {removeLabel}
            </label>
          )}
          {removable && preview && hydrated && (
            <button type="button" onClick={remove} className="mt-2 text-sm font-medium text-red-700 underline-offset-2 hover:underline">
              {removeLabel}
            </button>
          )}
          {state.step === "uploaded" && <input type="hidden" name={`${name}Upload`} value={state.key} />}
          {removed && <input type="hidden" name={`${name}Remove`} value="1" />}
        </div>
      </div>
    </div>
  );
}
