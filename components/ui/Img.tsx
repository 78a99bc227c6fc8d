import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * A fixed-width picture's srcset is "A 1x, B 2x" with B again as src. A srcset without a 1× candidate takes src
 * for it, so src A and srcset "B 2x" choose the same and write each URL once (the page carries it twice: markup
 * and RSC payload).
 */
function oneUrlEach(srcSet: string | undefined) {
  const pair = srcSet && /^(\S+) 1x, (\S+ 2x)$/.exec(srcSet);
  return pair ? { src: pair[1], srcSet: pair[2] } : {};
}

/**
 * next/image's markup — width and height (no layout shift), srcset through the image optimizer (AVIF/WebP),
 * lazy loading — without its client component: next/image hydrates on every page that shows a picture,
 * which costs each visitor ≈5 KB of JavaScript for nothing interactive. `preload` (the LCP picture) also
 * puts a preload hint in the head, as next/image does.
 */
export function Img({ preload: isLcp, priority, ...props }: ImageProps) {
  const eager = Boolean(isLcp || priority);
  const { props: generated } = getImageProps({ ...props, loading: eager ? 'eager' : props.loading, fetchPriority: eager ? 'high' : props.fetchPriority });
  const img = { ...generated, ...oneUrlEach(generated.srcSet) };
  if (eager && img.src) preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes with the props
  return <img {...img} />;
}
