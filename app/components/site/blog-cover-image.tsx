import type { ResponsiveImage } from "../../domain/images";

/**
 * A post's cover in a card (16:9): uploaded covers come in several widths, the browser picks one.
 * The first card of a list is usually the largest thing on screen: it loads at once (`eager`).
 */
export function BlogCoverImage({ image, sizes, eager = false }: { image: ResponsiveImage; sizes: string; eager?: boolean }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt=""
      width={image.width ?? 640}
      height={image.height ?? 360}
      className="aspect-video w-full object-cover"
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
    />
  );
}
