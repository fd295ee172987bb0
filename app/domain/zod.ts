import { z } from "zod";

/*
 * Every schema is built from this z. The pages' CSP has no 'unsafe-eval' (on purpose), so zod's
 * compiled parsers are turned off: otherwise its probe of `new Function` is reported by browsers as
 * a CSP violation on every page with a form (a Lighthouse best-practices failure), though caught.
 */
z.config({ jitless: true });

export { z };
