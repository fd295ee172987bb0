/*
 * An editor's autosaved draft as its screen receives it (issue 21, decision 0041; the Hindi forms,
 * decision 0059): which draft store the form writes to, and this account's copy kept on the
 * server, if it is worth offering back.
 */

/** This account's unsaved typing in one form, kept on the server. */
export interface ServerDraft {
  savedAt: string;
  fields: Record<string, string>;
  /** the version the typing started from: a restored draft is saved against it, so someone else's save since is not overwritten unseen */
  baseVersion: string | null;
}

/** Where a form's drafts go (the autosave's kind and record), and the server's copy to offer. */
export interface DraftHandle {
  /** the autosave kind, e.g. "course-hi" */
  entity: string;
  /** the record, e.g. a course's id, "home", "privacy:3" */
  id: string;
  draft: ServerDraft | null;
}

/** The address parameter that opens a form on the server's draft (works without JavaScript). */
export const DRAFT_PARAM = "draft";
