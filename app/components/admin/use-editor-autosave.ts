import { useEffect, useRef, useState, type RefObject } from "react";

/*
 * Autosave for an editor's form (issue 21, decision 0041). What is typed is copied into this
 * browser's localStorage at once (a closed tab, a crash, a lost connection), and sent to the server
 * every few seconds while it changes (another browser, an expired session: the copy already sent
 * stays). Files are never kept: only the form's text fields.
 */

/** How often the typing goes to the server while it changes. */
export const SERVER_AUTOSAVE_MS = 3000;
/** Fields that are the form's machinery, not what was typed. */
const NOT_TYPED = new Set(["intent", "id", "version", "overwriteVersion", "hindiVersion", "hindiBasedOn", "hindiOverwrite"]);
/** Set when a form is sent: the list page clears that draft once the save is confirmed. */
export const PENDING_KEY = "candlewise:autosave:pending";

export interface LocalDraft {
  fields: Record<string, string>;
  savedAt: string;
  /** the version the typing started from */
  version: string | null;
}

export const autosaveStorageKey = (entity: string, id: string | null) => `candlewise:autosave:${entity}:${id ?? "new"}`;

export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    // a Hindi box's "still says the same" tick is a choice made at saving, not typing
    if (typeof value === "string" && !NOT_TYPED.has(name) && !name.startsWith("still.") && !(name in fields)) fields[name] = value;
  }
  return fields;
}

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as LocalDraft;
    return parsed && typeof parsed.savedAt === "string" && typeof parsed.fields === "object" ? parsed : null;
  } catch {
    return null;
  }
}

export function forgetLocalDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage refused (private mode, full): nothing was kept either
  }
}

const sameFields = (a: Record<string, string>, b: Record<string, string>) => JSON.stringify(a) === JSON.stringify(b);

export type AutosaveState = { browserAt: string | null; serverAt: string | null; serverFailed: boolean };

/**
 * Watches `form` once hydrated: every change is written to localStorage at once (on input, and by
 * a one-second look for changes that fire no input event, such as the rich-text editor's hidden
 * field), and to the server every SERVER_AUTOSAVE_MS while it differs from what was sent. Nothing
 * is kept until something differs from what the form opened with.
 */
export function useEditorAutosave(form: RefObject<HTMLFormElement | null>, options: { entity: string; id: string | null; version: string | null; enabled: boolean; startDirty?: boolean }): AutosaveState {
  const { entity, id, version, enabled, startDirty = false } = options;
  const [state, setState] = useState<AutosaveState>({ browserAt: null, serverAt: null, serverFailed: false });
  const initial = useRef<string | null>(null);
  const lastLocal = useRef<string | null>(null);
  const lastSent = useRef<string | null>(null);
  const sending = useRef(false);
  /** the version the refs below describe: a form that stays on its page after a save starts again from the saved text */
  const describes = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (!enabled || !form.current) return;
    const element = form.current;
    const key = autosaveStorageKey(entity, id);
    // The form as it opened: a form opened on a restored draft differs from the saved record
    // already, so it is kept from the start. Read at once, and again after the rich-text editor had
    // a moment to fill its field, unless typing came first (a fast typist's first words are typing,
    // not the form as it opened).
    let typed = false;
    if (describes.current !== version) {
      // first opened, or saved since (a Hindi form stays on its page): what it shows now is the record
      describes.current = version;
      initial.current = null;
      lastLocal.current = null;
      lastSent.current = null;
    }
    initial.current ??= startDirty ? "" : JSON.stringify(formFields(element));
    const start = window.setTimeout(() => {
      if (!typed && !startDirty && lastLocal.current === null) initial.current = JSON.stringify(formFields(element));
    }, 300);

    const captureLocal = () => {
      if (initial.current === null) return null;
      const fields = formFields(element);
      const text = JSON.stringify(fields);
      if (text === initial.current && lastLocal.current === null) return null;
      if (text !== lastLocal.current) {
        lastLocal.current = text;
        const draft: LocalDraft = { fields, savedAt: new Date().toISOString(), version };
        try {
          window.localStorage.setItem(key, JSON.stringify(draft));
          setState((previous) => ({ ...previous, browserAt: draft.savedAt }));
        } catch {
          // storage refused: the server copy still runs
        }
      }
      return text;
    };

    const body = (text: string) => {
      const data = new FormData();
      data.set("entity", entity);
      data.set("id", id ?? "new");
      data.set("version", version ?? "");
      data.set("fields", text);
      return data;
    };

    const sendToServer = async () => {
      const text = captureLocal();
      if (text === null || text === lastSent.current || sending.current) return;
      sending.current = true;
      try {
        const response = await fetch("/admin/autosave", { method: "POST", body: body(text), credentials: "same-origin", redirect: "manual" });
        if (response.ok) {
          lastSent.current = text;
          const { savedAt } = (await response.json()) as { savedAt: string };
          setState((previous) => ({ ...previous, serverAt: savedAt, serverFailed: false }));
        } else setState((previous) => ({ ...previous, serverFailed: true }));
      } catch {
        setState((previous) => ({ ...previous, serverFailed: true }));
      } finally {
        sending.current = false;
      }
    };

    const onInput = () => {
      typed = true;
      window.setTimeout(captureLocal, 30);
    };
    // Leaving the page: the last typing goes to the server too, if the browser lets it.
    const onHide = () => {
      const text = captureLocal();
      if (document.visibilityState === "hidden" && text !== null && text !== lastSent.current) navigator.sendBeacon?.("/admin/autosave", body(text));
    };
    element.addEventListener("input", onInput);
    element.addEventListener("change", onInput);
    document.addEventListener("visibilitychange", onHide);
    const look = window.setInterval(captureLocal, 1000);
    const beat = window.setInterval(() => void sendToServer(), SERVER_AUTOSAVE_MS);
    return () => {
      window.clearTimeout(start);
      window.clearInterval(look);
      window.clearInterval(beat);
      element.removeEventListener("input", onInput);
      element.removeEventListener("change", onInput);
      document.removeEventListener("visibilitychange", onHide);
    };
  }, [form, entity, id, version, enabled, startDirty]);

  return state;
}

/**
 * The draft kept in this browser that is worth offering back: newer than the record's version, and
 * different from what the form opened with.
 */
export function localDraftToOffer(key: string, version: string | null, opened: Record<string, string>): LocalDraft | null {
  const draft = readLocalDraft(key);
  if (!draft) return null;
  if (sameFields(draft.fields, opened)) return null;
  // typed on the version shown, or after it was saved (a later save by anyone makes an older draft stale)
  if (draft.version !== version && version !== null && draft.savedAt <= version) return null;
  return draft;
}
