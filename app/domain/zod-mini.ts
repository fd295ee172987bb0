import * as z from "zod/mini";

/*
 * The schemas the browser runs (the calculators, the contact form) are built from zod's mini
 * build: the same checks and messages as ./zod's, through functions a bundler can leave out when
 * unused, so those pages download a fraction of the library. The same setting as ./zod: no
 * compiled parsers, since the pages' CSP has no 'unsafe-eval'.
 */
z.config({ jitless: true });

export { z };
