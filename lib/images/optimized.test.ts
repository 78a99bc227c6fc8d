import { getImageProps } from 'next/image';
import { describe, expect, it } from 'vitest';
import config from '@/next.config';
import { fixedSources, viewportSources } from './optimized';

/** The URLs a client island writes must be the ones next/image writes (the optimizer answers only its widths). */
describe('viewportSources', () => {
  it('writes src, srcset and sizes as next/image does for a picture as wide as the viewport', () => {
    for (const [src, width, height] of [['/images/seed/banner-mm-01.jpg', 1920, 720], ['/uploads/phone banner.jpg', 730, 455]] as const) {
      const { props } = getImageProps({ src, alt: '', width, height, sizes: '100vw' });
      expect(viewportSources(src)).toEqual({ src: props.src, srcSet: props.srcSet, sizes: props.sizes });
    }
    // Compared with next/image's defaults: the site's configuration must keep them.
    expect([config.images?.deviceSizes, config.images?.imageSizes]).toEqual([undefined, undefined]);
  });
});

describe('fixedSources', () => {
  it('writes the 1× URL as src and the 2× one as srcset, the widths next/image picks for a fixed-width picture', () => {
    // 120 px (a sponsor logo) takes a width from Next's imageSizes, 160 px (a company logo) one above them.
    for (const width of [120, 160]) {
      const src = '/uploads/logo 1.png';
      const { props } = getImageProps({ src, alt: '', width, height: width / 2 });
      const [oneX, twoX] = props.srcSet!.split(', ');
      expect(fixedSources(src, width)).toEqual({ src: oneX!.replace(/ 1x$/, ''), srcSet: twoX });
    }
  });
});
