import type { ImgHTMLAttributes } from "react";
import type { ResponsiveImage } from "../../domain/images";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt"> & {
  image: ResponsiveImage;
  /** the width the image is shown at, for the browser's pick from srcset (used only when there is one) */
  sizes: string;
  alt: string;
};

/** An <img> for an image that may come in several widths (uploads) or one (built-in artwork). */
export function ResponsiveImg({ image, sizes, alt, ...rest }: Props) {
  return <img src={image.src} srcSet={image.srcSet} sizes={image.srcSet ? sizes : undefined} alt={alt} {...rest} />;
}
