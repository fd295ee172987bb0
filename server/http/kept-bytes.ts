/*
 * Bytes that the page cache keeps (a stored page, its gzip segments and member, spare copies) get
 * an allocation of their own. Node cuts Buffers under 4 kB out of shared 8 kB slabs, and a kept
 * one keeps its whole slab alive with whatever else was cut from it: a page of many nonces, whose
 * gzip segments are a few bytes each, would hold many times the memory the cache counts against
 * its bound.
 */

/** The chunks joined in one allocation of their own (never a slice of Node's shared pool). */
export function keptConcat(chunks: readonly Uint8Array[], length = chunks.reduce((total, chunk) => total + chunk.length, 0)): Buffer {
  const kept = Buffer.allocUnsafeSlow(length);
  let at = 0;
  for (const chunk of chunks) {
    kept.set(chunk, at);
    at += chunk.length;
  }
  return kept;
}

/**
 * The chunks as one allocation of their own: the one chunk itself when it already is a whole
 * allocation (a rendered document is: entry.server.tsx joins React's chunks into a buffer of its
 * own size, beyond Node's pool), without copying it again; otherwise keptConcat.
 */
export function keptWhole(chunks: readonly Buffer[], length = chunks.reduce((total, chunk) => total + chunk.length, 0)): Buffer {
  const [only] = chunks;
  if (chunks.length === 1 && only!.byteOffset === 0 && only!.length === only!.buffer.byteLength) return only!;
  return keptConcat(chunks, length);
}

/** Buffers to be kept together, as views of one allocation of their own. */
export function keptTogether(buffers: readonly Buffer[]): Buffer[] {
  const whole = keptConcat(buffers);
  let at = 0;
  return buffers.map((buffer) => whole.subarray(at, (at += buffer.length)));
}
