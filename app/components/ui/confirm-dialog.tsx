import { useRef, type ReactNode } from "react";
import { useModalDialog } from "./use-modal-dialog";
import { Form, Link, useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";

/*
 * Confirmations live in the address (?confirm=<id>): the Delete link opens the dialog, Cancel and
 * Escape go back to the page without it, and the confirm button posts the form. So they work
 * without JavaScript (the server renders the dialog open) and, with it, become a true modal
 * dialog that holds the focus.
 */

const PARAM = "confirm";

/** the id whose confirmation is open, if any */
export function useConfirmTarget(): string | null {
  const [params] = useSearchParams();
  return params.get(PARAM);
}

/** the address that opens the confirmation for this id, keeping the rest of the query */
export function useConfirmHref(): (id: string) => string {
  const location = useLocation();
  return (id) => {
    const params = new URLSearchParams(location.search);
    params.set(PARAM, id);
    return `${location.pathname}?${params}`;
  };
}

function useCloseHref(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete(PARAM);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}

/** A link that opens a confirmation (a button to the eye, a link to the browser). */
export function ConfirmLink({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  const href = useConfirmHref();
  return (
    <Link to={href(id)} preventScrollReset replace className={className} role="button">
      {children}
    </Link>
  );
}

interface ConfirmDialogProps {
  /** the id this dialog confirms; it shows when the address asks for it */
  id: string;
  title: string;
  message: ReactNode;
  /** hidden fields posted on confirm (intent, id, …) */
  fields: Record<string, string>;
  confirmLabel?: string;
  busyLabel?: string;
}

export function ConfirmDialog({ id, title, message, fields, confirmLabel = "Delete", busyLabel = "Deleting..." }: ConfirmDialogProps) {
  const open = useConfirmTarget() === id;
  if (!open) return null;
  return <OpenConfirmDialog id={id} title={title} message={message} fields={fields} confirmLabel={confirmLabel} busyLabel={busyLabel} />;
}

function OpenConfirmDialog({ id, title, message, fields, confirmLabel, busyLabel }: Required<ConfirmDialogProps>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLAnchorElement>(null);
  const closeHref = useCloseHref();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === fields.intent && navigation.formData?.get("id") === fields.id;
  const titleId = `confirm-title-${id}`;
  const messageId = `confirm-message-${id}`;

  useModalDialog(dialog, cancel);

  return (
    <dialog
      ref={dialog}
      open
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeHref, { replace: true, preventScrollReset: true });
      }}
      className="fixed inset-0 z-50 m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-6 text-slate-800 shadow-xl backdrop:bg-navy-950/50"
    >
      <h2 id={titleId} className="text-lg">{title}</h2>
      <div id={messageId} className="mt-2 text-slate-600">{message}</div>
      <Form method="post" replace preventScrollReset className="mt-6 flex flex-wrap justify-end gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Link
          ref={cancel}
          to={closeHref}
          replace
          preventScrollReset
          className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-4 font-semibold text-navy-900 hover:bg-slate-50"
        >
          Cancel
        </Link>
        <button type="submit" disabled={busy} className="min-h-10 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-70">
          {busy ? busyLabel : confirmLabel}
        </button>
      </Form>
    </dialog>
  );
}
