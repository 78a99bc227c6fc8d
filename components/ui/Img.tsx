import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's markup — width and height (no layout shift), srcset through the image optimizer (AVIF/WebP),
 * lazy loading — without its client component: next/image hydrates on every page that shows a picture,
 * which costs each visitor ≈5 KB of JavaScript for nothing interactive. `preload` (the LCP picture) also
 * puts a preload hint in the head, as next/image does.
 */
export function Img({ preload: isLcp, priority, ...props }: ImageProps) {
  const eager = Boolean(isLcp || priority);
  const { props: img } = getImageProps({ ...props, loading: eager ? 'eager' : props.loading, fetchPriority: eager ? 'high' : props.fetchPriority });
  if (eager && img.src) preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes with the props
  return <img {...img} />;
}
