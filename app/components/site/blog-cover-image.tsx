import type { ResponsiveImage } from "../../domain/images";

/** A post's cover in a card (16:9): uploaded covers come in several widths, the browser picks one. */
export function BlogCoverImage({ image, sizes }: { image: ResponsiveImage; sizes: string }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt=""
      width={image.width ?? 640}
      height={image.height ?? 360}
      className="aspect-video w-full object-cover"
      loading="lazy"
    />
  );
}
