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
 * A picture the site ships has a known width (`sourceWidth`), and the optimizer never enlarges: candidates wider
 * than the file fetch the same pixels again, each a URL in the markup and in the RSC payload. Keeps those below
 * it and the first that reaches it (which serves the file whole), as src alone when only that one is left.
 */
function withinSource(srcSet: string | undefined, sourceWidth: number | undefined) {
  if (!sourceWidth || !srcSet?.endsWith('w')) return {};
  const kept: string[] = [];
  for (const candidate of srcSet.split(', ')) {
    kept.push(candidate);
    if (Number.parseInt(candidate.split(' ')[1]!, 10) >= sourceWidth) break;
  }
  const src = kept.at(-1)!.split(' ')[0];
  return kept.length === 1 ? { src, srcSet: undefined, sizes: undefined } : { src, srcSet: kept.join(', ') };
}

/**
 * next/image's markup — width and height (no layout shift), srcset through the image optimizer (AVIF/WebP),
 * lazy loading — without its client component: next/image hydrates on every page that shows a picture,
 * which costs each visitor ≈5 KB of JavaScript for nothing interactive. `preload` (the LCP picture) also
 * puts a preload hint in the head, as next/image does.
 */
export function Img({ preload: isLcp, priority, sourceWidth, ...props }: ImageProps & { sourceWidth?: number }) {
  const eager = Boolean(isLcp || priority);
  const { props: generated } = getImageProps({ ...props, loading: eager ? 'eager' : props.loading, fetchPriority: eager ? 'high' : props.fetchPriority });
  const img = { ...generated, ...oneUrlEach(generated.srcSet), ...withinSource(generated.srcSet, sourceWidth) };
  if (eager && img.src) preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes with the props
  return <img {...img} />;
}
