import { mediaHeight, mediaSrcSet, mediaUrl } from "../../common/media";

/**
 * A build-time artwork at responsive sizes in AVIF and WebP, with width and height set so the
 * layout never shifts (common/media.ts).
 */
export function Picture({
  mediaKey,
  alt,
  sizes,
  className,
  priority = false,
  width = 960,
  onLoad,
}: {
  mediaKey: string;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  width?: 480 | 960 | 1600;
  onLoad?: () => void;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={mediaSrcSet(mediaKey, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(mediaKey, "webp")} sizes={sizes} />
      <img
        src={mediaUrl(mediaKey, width, "webp")}
        alt={alt}
        width={width}
        height={mediaHeight(width)}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
        onLoad={onLoad}
        ref={(img) => {
          // an image that finished before hydration fires no load event
          if (img?.complete && img.naturalWidth > 0) onLoad?.();
        }}
      />
    </picture>
  );
}
