import type { OutputInfo } from "sharp";
import { variantPath, variantWidths } from "../../domain/images";
import { RASTER_TYPES, SVG_TYPE, uploadMessages, uploadPurposes, type UploadPurposeName } from "../../domain/uploads";
import { newUploadKey } from "../storage/file-storage.server";
import { lazily } from "../../domain/lazily";
import { loadSvgSanitiser } from "./svg-sanitiser.server";

/*
 * The image libraries load on the first upload, not with the server: sharp and file-type hold about
 * 38 MB of a process that may never see an upload (issue 25), and the SVG cleaner's jsdom 68 MB more.
 */
const imageTools = lazily(async () => {
  const [{ default: sharp }, { fileTypeFromBuffer }] = await Promise.all([import("sharp"), import("file-type")]);
  return { sharp, fileTypeFromBuffer };
});

/*
 * Every uploaded image goes through here before anything is stored. Its type is read from its
 * bytes (never its name or the browser's claim); rasters are decoded and re-encoded, which drops
 * metadata (EXIF with GPS, comments) and anything hidden after the image data, and SVGs are
 * reduced to drawing elements.
 */

/** against decompression bombs: a small file that would decode to gigabytes of pixels */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

export interface ProcessedFile {
  key: string;
  body: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  /** the original-size file; the others are narrower copies */
  key: string;
  width: number | null;
  height: number | null;
  files: ProcessedFile[];
}

export type ProcessOutcome = { ok: true; image: ProcessedImage } | { ok: false; status: 413 | 415 | 422; message: string };

export async function processImage(purpose: UploadPurposeName, fileName: string, bytes: Buffer): Promise<ProcessOutcome> {
  const rule = uploadPurposes[purpose];
  if (bytes.length > rule.maxBytes) return { ok: false, status: 413, message: uploadMessages.tooLarge(purpose) };
  const { fileTypeFromBuffer } = await imageTools();
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && (RASTER_TYPES as readonly string[]).includes(detected.mime)) return reencode(purpose, fileName, bytes);
  if (rule.allowSvg && looksLikeSvg(bytes)) {
    const clean = (await loadSvgSanitiser())(bytes.toString("utf8"));
    if (!clean) return { ok: false, status: 422, message: uploadMessages.unsafeSvg };
    const key = newUploadKey(rule.folder, rule.separator, fileName, "svg");
    return { ok: true, image: { key, width: null, height: null, files: [{ key, body: Buffer.from(clean), contentType: SVG_TYPE }] } };
  }
  return { ok: false, status: 415, message: uploadMessages.notAnImage(purpose) };
}

async function reencode(purpose: UploadPurposeName, fileName: string, bytes: Buffer): Promise<ProcessOutcome> {
  const rule = uploadPurposes[purpose];
  const { sharp } = await imageTools();
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, upright (rotate() applies the EXIF orientation), in sRGB; every width is
    // encoded from these pixels, and nothing of the upload's metadata is carried over.
    decoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate().raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
    return { ok: false, status: 422, message: tooBig ? uploadMessages.tooManyPixels : uploadMessages.unreadable };
  }
  const { width, height, channels } = decoded.info;
  const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });
  const key = newUploadKey(rule.folder, rule.separator, fileName, "webp");
  const widths = variantWidths(purpose, width);
  const [original, ...copies] = await Promise.all([
    pixels().webp({ quality: WEBP_QUALITY }).toBuffer(),
    ...widths.map((copyWidth) => pixels().resize({ width: copyWidth }).webp({ quality: WEBP_QUALITY }).toBuffer()),
  ]);
  const files: ProcessedFile[] = [
    { key, body: original!, contentType: "image/webp" },
    ...widths.map((copyWidth, index) => ({ key: variantPath(key, copyWidth), body: copies[index]!, contentType: "image/webp" })),
  ];
  return { ok: true, image: { key, width, height, files } };
}

/*
 * An SVG is text: no magic number, so look for its root element after any prolog: an XML
 * declaration, then comments and a doctype. Any run of comments, as the pattern reads them
 * (from "<!--" to a "-->", past others), is one comment from the first "<!--" to the last "-->",
 * so the prolog is a doctype and a comment in either order, each optional. A comment is read
 * up to one '>' at a time, never re-read: the former (?:<!--[\s\S]*?-->\s*)* took exponential
 * time on a 600-byte file of comments and doctypes (issue 20). Same files accepted.
 */
const SVG_PROLOG_THEN_ROOT =
  /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!DOCTYPE[^>]*>\s*(?:<!--(?:[^>]*>)*?[^>]*-->\s*)?|<!--(?:[^>]*>)*?[^>]*-->\s*(?:<!DOCTYPE[^>]*>\s*)?)?<svg[\s>]/i;

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString("utf8").replace(/^\uFEFF/, "");
  return SVG_PROLOG_THEN_ROOT.test(head);
}
