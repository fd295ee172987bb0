import { constants, crc32, deflateRawSync, inflateRawSync } from "node:zlib";
import { keptConcat, keptTogether } from "./kept-bytes";

/*
 * A cached page is the same bytes for every visitor except its CSP nonce, which is new on every
 * response. To serve it gzipped without compressing it per request, the parts between the nonces
 * are compressed once, each as deflate blocks that end on a byte boundary (a full flush, so no
 * block refers back across a nonce), and each response strings them together with the nonce in
 * stored (uncompressed) blocks between them. The gzip trailer's CRC-32 is combined from the parts'
 * CRCs and the nonce's, so no request reads the page's bytes again.
 */

export interface PreparedGzip {
  /** each part compressed; all but the last end with a full flush, the last is final */
  segments: Buffer[];
  /** CRC-32 of each uncompressed part */
  crcs: number[];
  /** the operators that shift a CRC past each part's length (see crc32Shift) */
  shifts: number[];
  /** the uncompressed length of the whole page for a nonce of this length */
  totalLength: number;
  nonceLength: number;
  nonceShift: number;
  /** CRC-32 of the page with every nonce byte zero */
  crcBase: number;
  /**
   * What each bit of the nonce adds to that CRC (CRC-32 is linear in the message over GF(2) for a
   * fixed length): a response's CRC is the base XOR the entries of its nonce's set bits.
   */
  crcBits: Uint32Array;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

/**
 * The page compressed once, for every response to come. Made at once but answered as a promise:
 * the page cache lays the member out in the promise's continuation, after the request that asked
 * for it has been answered (page-cache.ts, prepareGzipOf).
 */
export async function prepareGzip(parts: Buffer[], nonceLength: number, level = 6): Promise<PreparedGzip> {
  const segments = deflateSegments(parts, level);
  const partsLength = parts.reduce((total, part) => total + part.length, 0);
  const crcs = parts.map((part) => crc32(part));
  const shifts = parts.map((part) => crc32Shift(part.length));
  const nonceShift = crc32Shift(nonceLength);
  const zeroNonceCrc = crc32(Buffer.alloc(nonceLength));
  const crcBase = crcOfParts(crcs, shifts, zeroNonceCrc, nonceShift);
  /*
   * A nonce's bits reach the page's CRC through each of its places, each shifted by the bytes
   * after that place; the shifts are linear, so their sum is one operator for all places, and a
   * bit's entry is that operator times what the bit adds to the nonce's own CRC. (Computing the
   * whole page's CRC again for each bit cost a few ms per stored page on the main thread.)
   */
  const placesShift = nonceShiftsSum(parts, nonceLength);
  const crcBits = new Uint32Array(nonceLength * 8);
  const single = Buffer.alloc(nonceLength);
  for (let bit = 0; bit < nonceLength * 8; bit++) {
    single.fill(0);
    single[bit >> 3] = 1 << (bit & 7);
    crcBits[bit] = multiplyModP(placesShift, (crc32(single) ^ zeroNonceCrc) >>> 0);
  }
  return { segments, crcs, shifts, totalLength: partsLength + nonceLength * (parts.length - 1), nonceLength, nonceShift, crcBase, crcBits };
}

/** The sum of the operators x^(8·n) for n the bytes after each place of the nonce. */
function nonceShiftsSum(parts: Buffer[], nonceLength: number): number {
  let sum = 0;
  let after = 0;
  for (let index = parts.length - 1; index > 0; index--) {
    after += parts[index]!.length;
    sum ^= crc32Shift(after);
    after += nonceLength;
  }
  return sum >>> 0;
}

/*
 * Each part ends on a byte boundary and refers to nothing before it, so that a nonce can go
 * between any two: a part of any size is compressed on its own, ending with a full flush (the last
 * with the final block); a part too short to gain from it (the few bytes between two nonces in the
 * head, say) is written as it is, in a stored block, since setting a compressor up and flushing it
 * for them cost more than the rest. Synchronously: through zlib's thread pool, one stream written
 * part after part, the same page cost 2.5 times a single deflate of it in CPU, in hand-overs
 * between the threads, and the miss that stores the page waits for it (decision 0070).
 */
function deflateSegments(parts: Buffer[], level: number): Buffer[] {
  const segments = parts.map((part, index) => {
    const last = index === parts.length - 1;
    if (part.length < COMPRESSED_FROM) return storedBlock(part, last);
    return deflateRawSync(part, { level, finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH });
  });
  // kept with the page: in one allocation of their own (see kept-bytes.ts)
  return keptTogether(segments);
}

/** Parts shorter than this are stored as they are (see deflateSegments). */
const COMPRESSED_FROM = 512;

/** The CRC of the parts joined by a nonce whose own CRC is given. */
function crcOfParts(crcs: number[], shifts: number[], nonceCrc: number, nonceShift: number): number {
  let crc = crcs[0]!;
  for (let index = 1; index < crcs.length; index++) {
    crc = combine(crc, nonceCrc, nonceShift);
    crc = combine(crc, crcs[index]!, shifts[index]!);
  }
  return crc >>> 0;
}

/** The gzip member's bytes with room for the nonces, where they go, and where the CRC goes. */
export function gzipLayout(prepared: PreparedGzip): { bytes: Buffer; nonceOffsets: number[]; crcOffset: number } {
  const placeholder = Buffer.alloc(prepared.nonceLength);
  const chunks = gzipWithNonce(prepared, placeholder);
  const nonceOffsets: number[] = [];
  let at = GZIP_HEADER.length + prepared.segments[0]!.length;
  for (let index = 1; index < prepared.segments.length; index++) {
    nonceOffsets.push(at + 5); // after the stored block's header
    at += 5 + prepared.nonceLength + prepared.segments[index]!.length;
  }
  const bytes = keptConcat(chunks);
  return { bytes, nonceOffsets, crcOffset: bytes.length - 8 };
}

/**
 * The page's own bytes again, from a member laid out by gzipLayout (or any of its copies): its
 * deflate data inflated, the 10-byte header and the 8-byte trailer (whose CRC may be a
 * placeholder) left out. The nonce's places hold what the member's do (zeros in the layout).
 */
export function inflateMember(member: Buffer, length: number): Buffer {
  // one output chunk of the page's size: no joining of zlib's 16 kB chunks
  const bytes = inflateRawSync(member.subarray(GZIP_HEADER.length, member.length - 8), { chunkSize: Math.max(64, length + 1) });
  if (bytes.length !== length) throw new Error(`the gzip member inflates to ${bytes.length} bytes, not the page's ${length}`);
  return bytes;
}

/** The CRC-32 of the page with this nonce in every place: the base and a table look-up per set bit. */
export function gzipCrc(prepared: PreparedGzip, nonce: Buffer): number {
  let crc = prepared.crcBase;
  for (let byte = 0; byte < nonce.length; byte++) {
    let value = nonce[byte]!;
    for (let bit = byte * 8; value !== 0; bit++, value >>= 1) if (value & 1) crc ^= prepared.crcBits[bit]!;
  }
  return crc >>> 0;
}

/** The gzip member for one response, as chunks to write in order (no copy of the page). */
export function gzipWithNonce(prepared: PreparedGzip, nonce: Buffer): Buffer[] {
  if (nonce.length !== prepared.nonceLength) throw new Error("the nonce's length differs from the prepared one");
  const storedNonce = storedBlock(nonce);
  const chunks: Buffer[] = [GZIP_HEADER, prepared.segments[0]!];
  for (let index = 1; index < prepared.segments.length; index++) chunks.push(storedNonce, prepared.segments[index]!);
  const crc = crcOfParts(prepared.crcs, prepared.shifts, crc32(nonce), prepared.nonceShift);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(prepared.totalLength % 2 ** 32, 4);
  chunks.push(trailer);
  return chunks;
}

/** A stored deflate block holding `bytes` (at most 65,535), starting on a byte boundary; non-final unless said. */
function storedBlock(bytes: Buffer, final = false): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block[0] = final ? 0x01 : 0x00; // BFINAL, BTYPE 00 (stored), then padding to the byte boundary
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/*
 * CRC-32 combination (as zlib's crc32_combine): the CRC of A followed by B is the CRC of A
 * multiplied by x^(8·len(B)) modulo the CRC polynomial, plus the CRC of B. Arithmetic in GF(2)
 * with the reflected polynomial; the operator for a length is computed once per part.
 */
const POLY = 0xedb88320;

function multiplyModP(a: number, b: number): number {
  if (a === 0) return 0; // (the loop below stops at a's lowest set bit)
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X2N: number[] = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  table.push(p);
  for (let n = 1; n < 32; n++) table.push((p = multiplyModP(p, p)));
  return table;
})();

/** The operator x^(8·length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3; // 2^3 = 8 bits a byte
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n & 1) p = multiplyModP(X2N[k & 31]!, p);
  return p;
}

function combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return combine(crcA, crcB, crc32Shift(lengthB));
}
