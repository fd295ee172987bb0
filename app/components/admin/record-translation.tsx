import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DraftHandle } from "../../domain/drafts";
import type { TranslationRow } from "../../domain/translations";
import { TranslationForm } from "./translation-form";

/*
 * One record's Hindi view (issue 23, part 3; decisions 0049 and 0055), the same for a course, a
 * testimonial and the Explore section: its title, the links to its English, its Hindi revisions and
 * back, a sentence on what the Hindi page shows, and the shared form with the record's id and the
 * version of the English it was opened beside.
 */

export interface RecordHindi {
  id: string;
  name: string;
  version: string;
  /** the Hindi's own version, sent back so that a save after someone else's is refused */
  hindiVersion: string;
  rows: TranslationRow[];
  waiting: number;
  /** where its typing is autosaved, and this account's draft (decision 0059) */
  drafts?: DraftHandle;
}

/** after a refused save: what was typed and what was refused, by field, and the Hindi versions */
export type RecordTranslationAnswer = { values: Record<string, string>; fieldErrors: Record<string, string>; hindiVersion?: string | null; conflictVersion?: string };

const linkClass = "inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-accent-700 hover:bg-slate-100";

export function RecordTranslationView(props: {
  hindi: RecordHindi;
  answer: RecordTranslationAnswer | null;
  /** the heading's level inside its page */
  heading: "h2" | "h3";
  /** the heading's id, when a section is labelled by it */
  headingId?: string;
  englishHref: string;
  revisionsHref: string;
  closeHref: string;
  /** what the Hindi page shows of these texts, and when */
  children: ReactNode;
}) {
  const { hindi, answer, englishHref, revisionsHref, closeHref } = props;
  const Heading = props.heading;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={props.headingId} className={Heading === "h2" ? "text-lg" : "text-base"}>“{hindi.name}” in Hindi</Heading>
        <div className="flex flex-wrap gap-1">
          <Link to={englishHref} preventScrollReset className={linkClass}>
            English<span className="sr-only"> version of {hindi.name}</span>
          </Link>
          <Link to={revisionsHref} className={linkClass}>
            Revisions<span className="sr-only"> of the Hindi of {hindi.name}</span>
          </Link>
          <Link to={closeHref} preventScrollReset className={linkClass}>
            Close
          </Link>
        </div>
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-600">{props.children}</p>
      <RecordTranslationForm hindi={hindi} answer={answer} />
    </>
  );
}

/**
 * The Hindi form of one record: the shared form with the record's id, the version of the English
 * it was opened beside and the Hindi's own (a save against either saved since is refused);
 * `children`, any field the kind adds (a post's Hindi address).
 */
export function RecordTranslationForm({ hindi, answer, children }: { hindi: RecordHindi & { name: string }; answer: RecordTranslationAnswer | null; children?: ReactNode }) {
  return (
    <TranslationForm
      name={`${hindi.name} in Hindi`}
      intent="save-hindi"
      hindiVersion={hindi.hindiVersion}
      rows={hindi.rows}
      waiting={hindi.waiting}
      outcome={answer}
      emptyBox="An empty box means no Hindi for that text."
      untranslatedHint={() => "Needs translation: no Hindi yet."}
      drafts={hindi.drafts}
    >
      <input type="hidden" name="id" value={hindi.id} />
      <input type="hidden" name="version" value={hindi.version} />
      {children}
    </TranslationForm>
  );
}

/** The list's mark of a record's Hindi: "In Hindi", or how many texts wait. */
export function HindiState({ waiting, testId }: { waiting: number; testId: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${waiting === 0 ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-900"}`} data-testid={testId}>
      {waiting === 0 ? "In Hindi" : `Hindi: ${waiting} to translate`}
    </span>
  );
}
