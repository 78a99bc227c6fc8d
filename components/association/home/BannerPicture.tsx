'use client';

import { preload } from 'react-dom';
import { viewportSources } from '@/lib/images/optimized';
import { ViewportImg } from '@/components/ui/ViewportImg';
import styles from './BannerSlider.module.css';

/** A home banner as the slider gets it: the picture's paths and what it shows (alt, '' when nothing). */
export type BannerView = { id: number; image: string; imagePhone: string; alt: string };

/** Phones get the banner's phone picture where it has one (the frame is 730×455 there: BannerSlider.module.css). */
const PHONE = '(max-width: 639px)';
const WIDE = '(min-width: 640px)';

/**
 * One home banner picture; the first is the page's LCP image (eager, preloaded). It spans the viewport's width,
 * so `sizes` is 100vw: a phone fetches a phone-sized rendition, a wide screen a wide one, and
 * BannerSlider.module.css crops it per screen shape. 1920×640 (3:1) is the desktop frame, 1920×720 the demo
 * heroes' shape (scripts/demo-images). With a phone picture (`imagePhone`) the hero is art-directed: a <picture>
 * whose phone <source> replaces the centred crop below 640 px; each screen preloads only its own.
 * Drawn here from the paths (next/image's markup, lib/images/optimized.ts) rather than on the server, so the
 * page's RSC payload carries each slide's paths, not its element tree and its two srcsets.
 */
export function BannerPicture({ image, imagePhone, alt, first }: BannerView & { first: boolean }) {
  const phone = imagePhone ? viewportSources(imagePhone) : null;
  // The phone's file is preloaded first (its <source> has no image of its own to do it); the wide one by the img.
  if (first && phone) preload(phone.src, { as: 'image', imageSrcSet: phone.srcSet, imageSizes: phone.sizes, fetchPriority: 'high', media: PHONE });
  const img = <ViewportImg src={image} alt={alt} width={1920} height={720} className={styles.image} first={first} media={phone ? WIDE : undefined} />;
  if (!phone) return img;
  return (
    <picture className={styles.picture}>
      <source media={PHONE} srcSet={phone.srcSet} sizes={phone.sizes} width={730} height={455} />
      {img}
    </picture>
  );
}
