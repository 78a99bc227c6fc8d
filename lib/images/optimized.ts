/** Widths Next's image optimizer accepts by default (imageSizes and deviceSizes) that a tile or photo uses. */
const WIDTHS = [256, 384, 640, 750, 828, 1080];

const optimized = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;

/**
 * src and srcset through the image optimizer (AVIF/WebP, resized) for pictures a client island renders
 * after loading them, where next/image's own code would add its weight to the page's JavaScript.
 */
export function optimizedSources(src: string) {
  return { src: optimized(src, 640), srcSet: WIDTHS.map((w) => `${optimized(src, w)} ${w}w`).join(', ') };
}

/**
 * The widths next/image lists for a picture as wide as the viewport (sizes 100vw): Next's deviceSizes, which
 * next.config keeps at their defaults (optimized.test.ts checks both).
 */
const VIEWPORT_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];

/** Next's imageSizes and deviceSizes together: the widths next/image chooses from for a fixed-width picture. */
const FIXED_WIDTHS = [32, 48, 64, 96, 128, 256, 384, ...VIEWPORT_WIDTHS];

/**
 * src and srcset for a picture of a fixed width (a logo): the widths next/image picks for 1× and 2× screens, the 1×
 * one as src (a srcset without a 1× candidate takes src for it), so each URL is written once.
 */
export function fixedSources(src: string, width: number) {
  return { src: optimized(src, atLeast(width)), srcSet: `${optimized(src, atLeast(2 * width))} 2x` };
}

/** The first width next/image would fetch for a picture shown this wide: the smallest of them all that covers it. */
function atLeast(width: number) {
  return FIXED_WIDTHS.find((w) => w >= width) ?? FIXED_WIDTHS.at(-1)!;
}

/**
 * src, srcset and sizes as next/image writes them for a picture that spans the viewport (the home banner), for a
 * client island that renders it from the picture's path: its RSC payload then carries the path, not the URLs.
 */
export function viewportSources(src: string) {
  return { src: optimized(src, VIEWPORT_WIDTHS.at(-1)!), srcSet: VIEWPORT_WIDTHS.map((w) => `${optimized(src, w)} ${w}w`).join(', '), sizes: '100vw' };
}

