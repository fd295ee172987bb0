/*
 * A pure function of a string, remembered for the strings it was last given (decision 0053).
 *
 * Every uncached render of a post, a blog list or a legal page ran the administrators' HTML
 * through sanitize-html and parse5 again (sanitising, the words of a description, the headings'
 * ids): the same input each time, so the same output. The result is kept by the input itself, so
 * there is nothing to invalidate: an edited post is another string, and its old entry ages out.
 * What is kept is bounded by entries and by characters (inputs and outputs), oldest used first out;
 * an input longer than the whole bound is computed and not kept. Sanitising still happens on the
 * server and on the same allow-list: the kept output is the output of that very call.
 */
export interface MemoBounds {
  maxEntries: number;
  /** the kept inputs' and outputs' lengths together, in characters */
  maxChars: number;
}

export function memoByInput<T>(compute: (input: string) => T, sizeOf: (output: T) => number, bounds: MemoBounds): (input: string) => T {
  const kept = new Map<string, { output: T; chars: number }>();
  let chars = 0;
  return (input) => {
    const hit = kept.get(input);
    if (hit) {
      // most recently used last: a Map iterates in insertion order
      kept.delete(input);
      kept.set(input, hit);
      return hit.output;
    }
    const output = compute(input);
    const size = input.length + sizeOf(output);
    if (size > bounds.maxChars) return output;
    kept.set(input, { output, chars: size });
    chars += size;
    while (kept.size > bounds.maxEntries || chars > bounds.maxChars) {
      const [oldest, entry] = kept.entries().next().value!;
      kept.delete(oldest);
      chars -= entry.chars;
    }
    return output;
  };
}
