import sharp from "sharp";

/** A real JPEG photo-like image carrying EXIF with a GPS position (as phones write it). */
export async function jpegWithGps(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fbbf24"/></svg>`) }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "TestPhone", Model: "Secret Model X" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 31/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "73/1 51/1 0/1" } })
    .toBuffer();
}

export async function smallPng(width = 200, height = 100): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 16, g: 185, b: 129, alpha: 1 } } }).png().toBuffer();
}

/** A multipart body for one file field (and text fields), as a browser's form post sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; bytes: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = `----cw${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
