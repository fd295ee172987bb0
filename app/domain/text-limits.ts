/*
 * Bounds on visitor text (decision 0026). Every public input is first measured in UTF-16 code
 * units (what `string.length` counts, so the check costs nothing whatever the text holds), and
 * only text within that bound is trimmed, segmented into visible characters or matched by a
 * pattern. Text already stored before the bounds existed is cut to the same bound when shown.
 */

/**
 * Unicode's Stream-Safe Text Format (UAX #15, section 13) allows at most 30 combining marks in a
 * row: no script needs more, while a letter with thousands of them stacked makes a browser's text
 * layout take seconds (90,000 froze Chromium's tab).
 */
export const MARKS_IN_A_ROW_MAX = 30;

/** The text cut to at most `max` code units, never between the two halves of a surrogate pair. */
export function cutToCodeUnits(text: string, max: number): string {
  if (text.length <= max) return text;
  const high = text.charCodeAt(max - 1);
  // a high surrogate at the cut would be left alone, its low half on the far side
  return text.slice(0, high >= 0xd800 && high <= 0xdbff ? max - 1 : max);
}

/*
 * Control characters other than tab and line breaks carry nothing a person wrote: a visitor cannot
 * see them to remove them, PostgreSQL cannot store NUL in text at all, and some (the C1 range,
 * DEL) make a mail client or spreadsheet misread what follows. They are removed, not refused: a
 * refusal would name a character the visitor cannot find (decision 0026).
 */
const CONTROL_EXCEPT_TAB_AND_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;

/** Text of a multi-line field (a message): tabs and line breaks kept, other control characters removed. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_EXCEPT_TAB_AND_LINE_BREAKS, "");
}

/** Text of a one-line field (a name, an address): tabs and line breaks become a space, other control characters go. */
export function oneLine(text: string): string {
  return withoutControlCharacters(text).replace(LINE_BREAKS_AND_TABS, " ");
}

// a run longer than the stream-safe bound keeps its first MARKS_IN_A_ROW_MAX (30) marks
const LONG_MARK_RUN = /(\p{M}{30})\p{M}+/gu;

export interface BoundedText {
  /** what can be shown: at most `max` code units, no run of more than MARKS_IN_A_ROW_MAX marks */
  text: string;
  /** the code units of the stored text that are not shown (0 when it is shown whole) */
  omitted: number;
  /** the stored text's length in code units */
  length: number;
}

/**
 * Stored text as the back office shows it (lists, the message page, the e-mail notice, the CSV):
 * whatever a row holds, the browser or mail reader gets a bounded text to lay out. Text the form
 * accepts passes unchanged unless it stacks more than 30 marks on a letter (which no script does);
 * rows stored before the bounds are cut.
 */
export function boundedForDisplay(text: string, max: number): BoundedText {
  const shown = cutToCodeUnits(text, max).replace(LONG_MARK_RUN, "$1");
  return { text: shown, omitted: text.length - shown.length, length: text.length };
}
