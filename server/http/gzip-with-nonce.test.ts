import { randomBytes } from "node:crypto";
import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, gzipCrc, gzipLayout, gzipWithNonce, inflateMember, prepareGzip } from "./gzip-with-nonce";

const page = (nonceCount: number) => {
  const parts = Array.from({ length: nonceCount + 1 }, (_, index) =>
    Buffer.from(`${index === 0 ? "<!DOCTYPE html><html><head>" : ""}<script nonce="`.repeat(index === 0 ? 0 : 1) + `part ${index} `.repeat(400 + index * 37) + '">'),
  );
  return parts;
};

describe("gzip with a fresh nonce", () => {
  it("combines CRCs as zlib computes them over the joined bytes", () => {
    for (const [a, b] of [[0, 0], [1, 0], [0, 1], [17, 24], [5000, 70_000]] as const) {
      const left = randomBytes(a);
      const right = randomBytes(b);
      expect(crc32Combine(crc32(left), crc32(right), right.length)).toBe(crc32(Buffer.concat([left, right])));
    }
  });

  it("decompresses (with its CRC and length checked) to the page with the nonce in every place", async () => {
    for (const nonces of [0, 1, 7]) {
      const parts = page(nonces);
      const prepared = await prepareGzip(parts, 24);
      for (let response = 0; response < 3; response++) {
        const nonce = Buffer.from(randomBytes(18).toString("base64"));
        const body = Buffer.concat(gzipWithNonce(prepared, nonce));
        const expected = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part])));
        expect(gunzipSync(body).equals(expected)).toBe(true);
      }
    }
  });

  it("stores the short parts between nonces as they are, empty ones and a short last one included", async () => {
    const body = "<main>" + "<p>A candle shows the open, the high, the low and the close.</p>".repeat(300) + "</main>";
    for (const parts of [
      // as a page's head: a few bytes between its nonces, two nonces side by side, a short end
      ["<head><link nonce=\"", "\" rel=icon><link nonce=\"", "", "\"><body>" + body + "<script nonce=\"", "\"></script></body></html>"],
      // a nonce at the very end: the last part is empty, and must still end the stream
      ["<p nonce=\"", `">${body}<i nonce="`, ""],
    ].map((texts) => texts.map((text) => Buffer.from(text)))) {
      const prepared = await prepareGzip(parts, 24);
      const nonce = Buffer.from(randomBytes(18).toString("base64"));
      const member = Buffer.concat(gzipWithNonce(prepared, nonce));
      expect(gunzipSync(member).equals(Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]))))).toBe(true);
      expect(member.length).toBeLessThan(body.length / 10);
    }
  });

  it("lays the member out so that writing the nonce and the CRC in place gives the same bytes", async () => {
    const parts = page(5);
    const prepared = await prepareGzip(parts, 24);
    const layout = gzipLayout(prepared);
    const nonce = Buffer.from(randomBytes(18).toString("base64"));
    const copy = Buffer.from(layout.bytes);
    for (const offset of layout.nonceOffsets) nonce.copy(copy, offset);
    copy.writeUInt32LE(gzipCrc(prepared, nonce), layout.crcOffset);
    expect(copy.equals(Buffer.concat(gzipWithNonce(prepared, nonce)))).toBe(true);
  });

  it("takes each response's CRC from the per-bit table correctly for any number of nonce places", async () => {
    for (const nonces of [0, 1, 2, 30]) {
      const parts = page(nonces);
      const prepared = await prepareGzip(parts, 24);
      const layout = gzipLayout(prepared);
      for (let response = 0; response < 3; response++) {
        const nonce = Buffer.from(randomBytes(18).toString("base64"));
        const copy = Buffer.from(layout.bytes);
        for (const offset of layout.nonceOffsets) nonce.copy(copy, offset);
        copy.writeUInt32LE(gzipCrc(prepared, nonce), layout.crcOffset);
        // gunzip checks the CRC: a wrong one throws
        expect(gunzipSync(copy).equals(Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]))))).toBe(true);
      }
    }
  });

  it("gives the page's own bytes back from the laid-out member, with zeros where the nonce goes (decision 0065)", async () => {
    for (const nonces of [0, 1, 30]) {
      const parts = page(nonces);
      const prepared = await prepareGzip(parts, 24);
      const layout = gzipLayout(prepared);
      const zeros = Buffer.alloc(24);
      const inflated = inflateMember(layout.bytes, prepared.totalLength);
      expect(inflated.equals(Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [zeros, part]))))).toBe(true);
      // a copy of the member with a nonce written in gives that nonce back (its CRC is not read)
      const nonce = Buffer.from(randomBytes(18).toString("base64"));
      const copy = Buffer.from(layout.bytes);
      for (const offset of layout.nonceOffsets) nonce.copy(copy, offset);
      expect(inflateMember(copy, prepared.totalLength).equals(Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]))))).toBe(true);
      expect(() => inflateMember(layout.bytes, prepared.totalLength + 1)).toThrow(/inflates to/);
    }
  });

  it("is much smaller than the page, as a compressed page should be", async () => {
    const parts = page(7);
    const body = Buffer.concat(gzipWithNonce(await await prepareGzip(parts, 24), Buffer.from("n".repeat(24))));
    expect(body.length).toBeLessThan(parts.reduce((total, part) => total + part.length, 0) / 5);
  });
});
