import { uploadPurposes, type UploadPurposeName } from "./uploads";

/*
 * An uploaded raster image is stored as a WebP at its own size plus narrower WebP copies named
 * "<name>-<width>w.webp". Knowing the original's size is enough to list them, so pages build srcset
 * from the record alone.
 */

export interface ImageRef {
  src: string;
  width: number | null;
  height: number | null;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

/** the copies made for an image of this width (only narrower than the original) */
export function variantWidths(purpose: UploadPurposeName, originalWidth: number): number[] {
  return uploadPurposes[purpose].widths.filter((width) => width < originalWidth);
}

export function variantPath(path: string, width: number): string {
  return path.replace(/\.webp$/, `-${width}w.webp`);
}

/** src, srcset, width and height for an <img>; images without a known size are served as they are */
export function responsiveImage(image: ImageRef, purpose: UploadPurposeName): ResponsiveImage {
  if (!image.width || !image.height || !image.src.startsWith("/uploads/") || !image.src.endsWith(".webp")) {
    return { src: image.src };
  }
  const widths = variantWidths(purpose, image.width);
  const srcSet = [...widths.map((width) => `${variantPath(image.src, width)} ${width}w`), `${image.src} ${image.width}w`].join(", ");
  return { src: image.src, srcSet, width: image.width, height: image.height };
}
