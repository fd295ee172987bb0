import { lazily } from "./lazily";

/*
 * How long a message is as its writer sees it, without the schema library: the contact form's
 * rules (./contact) and the site's script (app/client/message-forms.ts, its live count) both use it.
 */

const graphemes = lazily(() => new Intl.Segmenter("en", { granularity: "grapheme" }));

/**
 * Characters as a visitor sees them: an emoji or an accented letter counts once whatever its
 * UTF-16 length, and a line break counts once although a form post sends it as CR LF.
 */
export function visibleLength(text: string): number {
  const normalised = text.replace(/\r\n/g, "\n");
  // ASCII is a character per code unit, bar CR LF (one even where "\r\r\n" left one): no
  // segmenter, nor the locale data it loads, for what visitors type most
  if (/^[\x00-\x7f]*$/.test(normalised)) return normalised.length - (normalised.match(/\r\n/g)?.length ?? 0);
  return graphemeCount(normalised);
}

const WINDOW = 128;

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;

/*
 * The segmenter's own count, a window at a time: V8's segment iterator costs more with every step
 * through a long text (2,000 accented letters took 2-6 ms, 16,000 took 160 ms), so the text is
 * read in windows of 128 units. Each window's last grapheme may run past its end: it is left for
 * the next window, which starts where that grapheme starts (a grapheme boundary, seen with the
 * character after it, so the count is the segmenter's). A grapheme longer than a window (a letter
 * under hundreds of marks) widens the window until it ends.
 */
function graphemeCount(text: string): number {
  const segmenter = graphemes();
  let count = 0;
  let start = 0;
  let width = WINDOW;
  while (start < text.length) {
    if (start + width >= text.length) {
      for (const _ of segmenter.segment(text.slice(start))) count++;
      return count;
    }
    let lastStart = 0;
    let inWindow = 0;
    // a window never ends between the two halves of a character: the half left alone would end a
    // grapheme of its own (a flag cut after its first letter's pair split the flag in two)
    const end = isHighSurrogate(text.charCodeAt(start + width - 1)) ? start + width - 1 : start + width;
    for (const segment of segmenter.segment(text.slice(start, end))) {
      lastStart = segment.index;
      inWindow++;
    }
    if (inWindow === 1) {
      width *= 2;
      continue;
    }
    count += inWindow - 1;
    start += lastStart;
    width = WINDOW;
  }
  return count;
}

/** A message's length against its limit, as its hint under the field says it. */
export type MessageCount = { kind: "used"; length: number } | { kind: "over"; length: number; over: number } | { kind: "too-long" };

/**
 * The code units first: a paste of 90,000 accent marks is not segmented on every key press, and
 * beyond `codeUnitsMax` the hint says the message is too long without counting it.
 */
export function countMessage(text: string, max: number, codeUnitsMax: number): MessageCount {
  if (text.length > codeUnitsMax) return { kind: "too-long" };
  const length = visibleLength(text);
  return length > max ? { kind: "over", length, over: length - max } : { kind: "used", length };
}
