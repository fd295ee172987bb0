import { useEffect, useState, type RefObject } from "react";
import { Form, Link, useLocation } from "react-router";
import { formatDateTime12 } from "../../domain/dates";
import { DRAFT_PARAM, type DraftHandle, type ServerDraft } from "../../domain/drafts";
import { autosaveStorageKey, formFields, forgetLocalDraft, localDraftToOffer, useEditorAutosave, type AutosaveState, type LocalDraft } from "./use-editor-autosave";

/*
 * The offer of an autosaved draft (issue 21, decision 0041), shared by the post editor and the Hindi
 * forms (decision 0059): the newer of the browser's and the server's copies, "Restore my draft" or
 * "Discard it", and the line saying where the typing is kept. The server's copy is restored by a
 * link and discarded by a plain form, so both work without JavaScript.
 */

export const draftTimeOf = (iso: string) => formatDateTime12(iso, { seconds: true });

export type DraftChoice = {
  source: "browser" | "server";
  savedAt: string;
  /** the same typing in both places */
  sameCopy: boolean;
};

/** The copy to offer: the browser's when it is newer or the same typing, else the server's; none once closed. */
export function draftToOffer(local: LocalDraft | null, server: Pick<ServerDraft, "savedAt" | "fields"> | null, closed: boolean): DraftChoice | null {
  if (closed) return null;
  const sameCopy = Boolean(local && server && JSON.stringify(local.fields) === JSON.stringify(server.fields));
  if (local && (!server || sameCopy || local.savedAt > server.savedAt)) return { source: "browser", savedAt: local.savedAt, sameCopy };
  return server ? { source: "server", savedAt: server.savedAt, sameCopy } : null;
}

const restoreClass = "inline-flex min-h-10 items-center rounded-lg bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800";

/**
 * "You have unsaved changes to {what} from … IST, kept …": restore (the browser's copy by a button,
 * the server's by a link) or discard (a form: `discard` names its fields and, for a form that
 * lives elsewhere, its action, sent as a whole page so that it works without JavaScript).
 */
export function DraftOffer(props: {
  offer: DraftChoice;
  /** "this post", "these Hindi texts" */
  what: string;
  /** "the saved post" */
  saved: string;
  onRestoreLocal: () => void;
  restoreHref: string;
  discard: { action?: string; fields: Record<string, string> };
  onDiscard: () => void;
  className?: string;
}) {
  const { offer } = props;
  return (
    <div role="region" aria-label="Unsaved draft" className={`border-amber-300 bg-amber-50 text-amber-900 ${props.className ?? ""}`} data-testid="draft-offer">
      <p className="text-sm font-medium">
        You have unsaved changes to {props.what} from {draftTimeOf(offer.savedAt)} IST, kept{" "}
        {offer.source === "server" ? "on the server" : offer.sameCopy ? "in this browser and on the server" : "in this browser"}. Restore them, or discard them and keep {props.saved}?
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {offer.source === "browser" ? (
          <button type="button" onClick={props.onRestoreLocal} className={restoreClass}>
            Restore my draft
          </button>
        ) : (
          <Link to={props.restoreHref} replace preventScrollReset className={restoreClass}>
            Restore my draft
          </Link>
        )}
        <Form method="post" action={props.discard.action} reloadDocument={props.discard.action !== undefined} preventScrollReset onSubmit={props.onDiscard}>
          {Object.entries(props.discard.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="min-h-10 rounded-lg border border-amber-400 bg-white px-4 text-sm font-semibold text-amber-900 hover:bg-amber-100">
            Discard it
          </button>
        </Form>
      </div>
    </div>
  );
}

/** "Draft kept on the server at …", once something was kept. */
export function AutosaveStatus({ state, hydrated, className = "" }: { state: AutosaveState; hydrated: boolean; className?: string }) {
  if (!hydrated || !(state.browserAt || state.serverFailed)) return null;
  return (
    <p className={`text-xs text-slate-600 ${className}`} data-testid="autosave-status">
      {state.serverAt ? `Draft kept on the server at ${draftTimeOf(state.serverAt)}` : state.browserAt ? `Draft kept in this browser at ${draftTimeOf(state.browserAt)}` : ""}
      {state.serverFailed && " (the server copy is not up to date: kept in this browser)"}
    </p>
  );
}

/** The address of this screen with `?draft=1`: the form opens on the server's draft. */
function restoreAddress(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  params.set(DRAFT_PARAM, "1");
  return `${location.pathname}?${params}${location.hash}`;
}

/** This screen's address without `?draft=1`: where "Discard it" comes back to. */
function addressWithoutDraft(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(DRAFT_PARAM);
  return `${location.pathname}${params.size ? `?${params}` : ""}${location.hash}`;
}

/** What a pending save of a form that stays on its page remembers: its draft's key, and the version it was typed on. */
type PendingSave = { key: string; version: string };
const PENDING_FORM_KEY = "candlewise:autosave:pending-form";

/**
 * Autosave for a form that stays on its page (the Hindi forms, decision 0059): the typing kept in
 * this browser and on the server (`handle`), the draft to offer back, and the values the form
 * opens with after a restore (the browser's copy at once, the server's from `?draft=1`).
 * `version` is the version the form is at (what its save sends); `offerVersion` the same when it is
 * a time (an ISO time, "" never saved), else null: the browser's copy is then offered whenever it
 * differs from the form.
 */
export function useFormDrafts(
  form: RefObject<HTMLFormElement | null>,
  options: {
    handle: DraftHandle | undefined;
    version: string;
    offerVersion: string | null;
    typedAgain: boolean;
  },
) {
  const { handle, version, typedAgain } = options;
  const location = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const key = autosaveStorageKey(handle?.entity ?? "none", handle?.id ?? null);
  const [restoredLocal, setRestoredLocal] = useState<LocalDraft | null>(null);
  // saved since (the form stays on its page at a newer version): the restored copy is the record now
  useEffect(() => setRestoredLocal(null), [version]);
  const fromServer = !restoredLocal && new URLSearchParams(location.search).get(DRAFT_PARAM) === "1" && handle?.draft ? handle.draft : null;
  const restored = restoredLocal ? { fields: restoredLocal.fields, version: restoredLocal.version ?? "" } : fromServer ? { fields: fromServer.fields, version: fromServer.baseVersion ?? "" } : null;
  // the version the typing started from: a restored draft's, so a save over someone else's since is refused
  const typedOn = restored?.version ?? version;
  const state = useEditorAutosave(form, {
    entity: handle?.entity ?? "none",
    id: handle?.id ?? null,
    version: typedOn,
    enabled: hydrated && handle !== undefined,
    startDirty: restored !== null,
  });

  const [localOffer, setLocalOffer] = useState<LocalDraft | null>(null);
  const offerVersion = options.offerVersion;
  useEffect(() => {
    if (!handle) return;
    // read once the rich-text editor has filled its field, so an untouched form is not "a draft"
    const timer = window.setTimeout(() => {
      if (form.current) setLocalOffer(localDraftToOffer(key, offerVersion, formFields(form.current)));
    }, 400);
    return () => window.clearTimeout(timer);
  }, [form, handle, key, offerVersion]);

  // Once a save went through (the form is at a newer version, no refusal shown), the browser's copy of it is done with.
  useEffect(() => {
    if (typedAgain) return;
    try {
      const pending = JSON.parse(window.sessionStorage.getItem(PENDING_FORM_KEY) ?? "null") as PendingSave | null;
      if (pending && typeof pending === "object" && pending.key === key && pending.version !== version) {
        forgetLocalDraft(key);
        window.sessionStorage.removeItem(PENDING_FORM_KEY);
        setLocalOffer(null);
      }
    } catch {
      // storage refused: nothing to clear
    }
  }, [key, version, typedAgain]);

  const offer = handle && !restored && !typedAgain ? draftToOffer(localOffer, handle.draft, false) : null;
  return {
    hydrated,
    state,
    /** the values the boxes open with after a restore, and the version they were typed on */
    restored,
    /** changes each time a draft is brought back: the boxes start again from it */
    restoredKey: restoredLocal ? `local-${restoredLocal.savedAt}` : fromServer ? "server" : "stored",
    offer,
    offerProps: offer
      ? {
          offer,
          onRestoreLocal: () => localOffer && setRestoredLocal(localOffer),
          restoreHref: restoreAddress(location),
          discard: {
            action: "/admin/autosave",
            fields: {
              intent: "discard",
              entity: handle!.entity,
              id: handle!.id,
              back: addressWithoutDraft(location),
            },
          },
          // the page goes to the server and comes back: the offer must stay in the document until the
          // browser has sent its form (a form taken out of the page in its submit event is not sent)
          onDiscard: () => forgetLocalDraft(key),
        }
      : null,
    /** on submit: remembered, so the browser's copy is forgotten once the save is confirmed */
    onSubmit: () => {
      if (!handle) return;
      try {
        window.sessionStorage.setItem(PENDING_FORM_KEY, JSON.stringify({ key, version: typedOn } satisfies PendingSave));
      } catch {
        // no session storage: the copy stays, and is not offered while it matches the saved texts
      }
    },
  };
}
