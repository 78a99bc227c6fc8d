import { preload } from 'react-dom';
import { viewportSources } from '@/lib/images/optimized';

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** How wide it is shown; the viewport's width unless the frame caps it. */
  sizes?: string;
  /** The page's LCP picture: fetched at once and preloaded (for `media` only, when a <picture> gives other screens another file). */
  first: boolean;
  media?: string;
};

/**
 * next/image's markup for a picture spanning the viewport (a banner), drawn in a client island from the picture's
 * path (lib/images/optimized.ts), so the page's RSC payload carries the path rather than the element and its srcset.
 */
export function ViewportImg({ src, alt, width, height, className, sizes, first, media }: Props) {
  const sources = viewportSources(src);
  const shownSizes = sizes ?? sources.sizes;
  if (first) preload(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: shownSizes, fetchPriority: 'high', ...(media ? { media } : {}) });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's markup without its client code
    <img
      alt={alt}
      width={width}
      height={height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      className={className}
      style={{ color: 'transparent' }}
      sizes={shownSizes}
      srcSet={sources.srcSet}
      src={sources.src}
    />
  );
}
