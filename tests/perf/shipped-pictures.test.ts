import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Img } from '@/components/ui/Img';

/**
 * Issue 23.3: a picture the site ships (public/images) has a known width, and the image optimizer never
 * enlarges, so srcset candidates wider than the file fetch the same pixels again. Each one is a URL in the
 * markup and again in the RSC payload: the home page's eleven 480-px tiles carried 176 of them.
 */
const urls = (html: string) => [...html.matchAll(/\/_next\/image\?url=[^"\s,]+/g)].map(([url]) => url.replaceAll('&amp;', '&'));
const widths = (html: string) => [...new Set(urls(html).map((url) => Number(new URL(url, 'http://x').searchParams.get('w'))))].sort((a, b) => a - b);
const tile = (sizes: string, sourceWidth?: number) =>
  renderToStaticMarkup(createElement(Img, { src: '/images/mm/promo-mw.jpg', alt: '', width: 480, height: 320, sizes, sourceWidth }));

describe('a shipped picture lists no candidate wider than the file', () => {
  it('keeps the candidates below its width and the first that reaches it, which serves it whole', () => {
    expect(widths(tile('(max-width: 640px) 50vw, 280px', 480))).toEqual([384, 640]);
    // Without the file's width every candidate up to 3840 is written.
    expect(widths(tile('(max-width: 640px) 50vw, 280px'))).toEqual([384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
  });

  it('with one candidate left, writes it once, as src, with no srcset or sizes', () => {
    const html = tile('(max-width: 640px) 80vw, 280px', 480);
    expect(urls(html)).toEqual(['/_next/image?url=%2Fimages%2Fmm%2Fpromo-mw.jpg&w=640&q=75']);
    expect(html).not.toContain('srcset');
    expect(html).not.toContain('sizes=');
  });
});
