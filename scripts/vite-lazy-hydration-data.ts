import type { Plugin } from "vite";

/*
 * React Router encodes a document's loader data for the client (its turbo-stream "hydration data")
 * before it calls our entry, on every document request, whether or not the page sends the
 * framework's scripts to read it: the stream's start() flattens the whole of the loader data at
 * once. No public page hydrates (decisions 0047, 0060, 0061), so for them that work, ~7 % of a
 * cold render's CPU and its garbage, was thrown away (decision 0066).
 *
 * This plugin rewrites the two places of React Router's server runtime that make that stream so
 * that it is made on its first read instead: a stream of high-water mark 0 whose first pull makes
 * the real one. <Scripts> reads it (through ServerRouter's StreamTransfer) on pages that hydrate,
 * byte for byte as before; on the others nobody reads it and nothing is encoded. If React Router's
 * code changes so that the rewrite no longer finds its two places, the build fails: the saving is
 * never lost without a word.
 */

const CALL = "serverHandoffStream: encodeViaTurboStream(";
const EXPECTED_CALLS = 2;
/** the runtime's module: React Router's build of its server runtime (its "development" build is the one its package exports; NODE_ENV=production strips its checks) */
const RUNTIME_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](development|production)[\\/][^\\/]+\.mjs$/;

/** A ReadableStream that calls make() on its first read and passes the made stream's chunks through. */
export const LAZY_STREAM = `function __lazyHydrationData(make) {
  let reader;
  return new ReadableStream({
    async pull(controller) {
      reader ??= make().getReader();
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader?.cancel(reason);
    },
  }, { highWaterMark: 0 });
}
`;

export function lazyHydrationData(): Plugin {
  let rewritten = 0;
  return {
    name: "candlewise:lazy-hydration-data",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      rewritten = 0;
    },
    transform(code, id) {
      if (!RUNTIME_MODULE.test(id) || !code.includes(CALL)) return null;
      const { code: out, places } = rewriteHydrationData(code);
      rewritten += places;
      return { code: out, map: null };
    },
    buildEnd(error) {
      if (error) return;
      if (rewritten !== EXPECTED_CALLS) {
        this.error(`lazy hydration data: expected ${EXPECTED_CALLS} places in React Router's server runtime that encode the hydration data, found ${rewritten}; see scripts/vite-lazy-hydration-data.ts`);
      }
    },
  };
}

/** React Router's runtime with each call that makes the hydration data wrapped so that it runs on the stream's first read. */
export function rewriteHydrationData(code: string): { code: string; places: number } {
  const parts = code.split(CALL);
  // each call's arguments run to the matching ")" of the call: the call moves into a closure
  let out = parts[0]!;
  for (const rest of parts.slice(1)) {
    const end = closingParen(rest);
    out += `serverHandoffStream: __lazyHydrationData(() => encodeViaTurboStream(${rest.slice(0, end + 1)})${rest.slice(end + 1)}`;
  }
  return { code: parts.length > 1 ? LAZY_STREAM + out : code, places: parts.length - 1 };
}

/** The index in `text` of the ")" that closes a call whose "(" came just before `text`. */
function closingParen(text: string): number {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "(") depth++;
    else if (char === ")") {
      if (depth === 0) return index;
      depth--;
    }
  }
  throw new Error("lazy hydration data: unbalanced call in React Router's server runtime");
}
