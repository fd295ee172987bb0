import * as z from "zod/mini";

/*
 * The schemas the browser runs (the calculators, the contact form) are built from zod's mini
 * build: the same checks and messages as ./zod's, through functions a bundler can leave out when
 * unused, so those pages download a fraction of the library. The same setting as ./zod: no
 * compiled parsers, since the pages' CSP has no 'unsafe-eval'.
 */
z.config({ jitless: true });

export { z };

/**
 * A string's bound in UTF-16 code units (what `string.length` counts), the first check on visitor
 * text (decision 0026). It stops every later check on the field, and costs the same whatever the
 * text holds. zod's own `maxLength` counts code points: it reads the whole of a string that is
 * over its bound, so refusing a 900,000-mark name took about 1 ms where this takes microseconds,
 * and a field of astral characters (emoji) got twice as many code units past it.
 */
export function codeUnitsAtMost(max: number, error: string) {
  return z.check<string>((payload) => {
    if (payload.value.length <= max) return;
    // no `continue`: the issue ends the field's checks, as `abort` does
    payload.issues.push({ code: "too_big", origin: "string", maximum: max, inclusive: true, input: payload.value, message: error });
  });
}
