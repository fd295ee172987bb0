/*
 * What each upload field of the back office takes: its storage folder (the spec's paths), its size
 * cap, whether an SVG is allowed, and the widths the public pages use for it. Shared by the upload
 * fields in the browser (accept, hints, early size check) and the server (which decides).
 */

const MB = 1024 * 1024;

export interface UploadPurpose {
  folder: string;
  /** between the timestamp and the file name, as the spec's paths have it */
  separator: "-" | "_";
  maxBytes: number;
  allowSvg: boolean;
  /** WebP copies made besides the original size, for srcset (only those narrower than the original) */
  widths: readonly number[];
  hint: string;
}

export const uploadPurposes = {
  "blog-image": { folder: "blog-images", separator: "-", maxBytes: 5 * MB, allowSvg: false, widths: [480, 960, 1440], hint: "JPG, PNG, WebP, GIF or AVIF up to 5MB" },
  "course-image": { folder: "courses", separator: "_", maxBytes: 5 * MB, allowSvg: false, widths: [320, 640], hint: "JPG, PNG, WebP, GIF or AVIF up to 5MB" },
  "testimonial-avatar": { folder: "testimonials", separator: "_", maxBytes: 5 * MB, allowSvg: false, widths: [96, 192], hint: "JPG, PNG, WebP, GIF or AVIF up to 5MB" },
  "program-icon": { folder: "program-icons", separator: "_", maxBytes: 5 * MB, allowSvg: true, widths: [64, 128], hint: "PNG, JPG, SVG up to 5MB" },
  "explore-platform": { folder: "explore-platforms", separator: "_", maxBytes: 10 * MB, allowSvg: false, widths: [320, 640], hint: "PNG, JPG, GIF up to 10MB" },
  // the trust banner's logos are shown 48 px high: no narrower copies; SVG, as the demo logos are
  "trust-logo": { folder: "trust-logos", separator: "_", maxBytes: 5 * MB, allowSvg: true, widths: [], hint: "PNG, JPG, SVG up to 5MB" },
  "about-team": { folder: "about", separator: "_", maxBytes: 5 * MB, allowSvg: true, widths: [], hint: "PNG, JPG, WebP or SVG up to 5MB" },
} as const satisfies Record<string, UploadPurpose>;

export type UploadPurposeName = keyof typeof uploadPurposes;

export function isUploadPurpose(value: unknown): value is UploadPurposeName {
  return typeof value === "string" && Object.hasOwn(uploadPurposes, value);
}

export const RASTER_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
export const SVG_TYPE = "image/svg+xml";

/** the file input's accept list: a convenience for the picker, never trusted by the server */
export function acceptFor(purpose: UploadPurposeName): string {
  return [...RASTER_TYPES, ...(uploadPurposes[purpose].allowSvg ? [SVG_TYPE] : [])].join(",");
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10}MB`;
}

export const uploadMessages = {
  notAnImage: (purpose: UploadPurposeName) =>
    `This file is not an image we can use. Choose a ${uploadPurposes[purpose].allowSvg ? "JPEG, PNG, WebP, GIF, AVIF or SVG" : "JPEG, PNG, WebP, GIF or AVIF"} file.`,
  tooLarge: (purpose: UploadPurposeName) => `This file is larger than ${formatMegabytes(uploadPurposes[purpose].maxBytes)}. Choose a smaller one.`,
  unreadable: "This image could not be read. It may be damaged; try another file.",
  tooManyPixels: "This image has too many pixels (more than 40 megapixels). Resize it and try again.",
  unsafeSvg: "This SVG could not be made safe. Export it again as a plain drawing, or use a PNG.",
  expired: "The uploaded file has expired. Choose it again.",
  failed: "The upload failed. Please try again.",
} as const;
