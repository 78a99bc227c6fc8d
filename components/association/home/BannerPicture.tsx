import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { Img } from '@/components/ui/Img';
import styles from './BannerSlider.module.css';

/** Phones get the banner's phone picture where it has one (the frame is 730×455 there: BannerSlider.module.css). */
const PHONE = '(max-width: 639px)';
const WIDE = '(min-width: 640px)';

/**
 * One home banner picture and what it shows (alt, '' when nothing); the first is the page's LCP image. It spans
 * the viewport's width, so `sizes` is 100vw: a phone fetches a phone-sized rendition, a wide screen a wide one,
 * and BannerSlider.module.css crops it per screen shape. 1920×640 (3:1) is the desktop frame, 1920×720 the demo
 * heroes' shape (scripts/demo-images). With a phone picture (`imagePhone`) the hero is art-directed: a
 * <picture> whose phone <source> replaces the centred crop below 640 px; each screen preloads only its own.
 */
export function BannerPicture({ image, imagePhone, alt, first }: { image: string; imagePhone: string; alt: string; first: boolean }) {
  if (!imagePhone) return <Img src={image} alt={alt} width={1920} height={720} preload={first} sizes="100vw" className={styles.image} />;
  const eager = first ? ({ loading: 'eager', fetchPriority: 'high' } as const) : {};
  const { props: wide } = getImageProps({ src: image, alt, width: 1920, height: 720, sizes: '100vw', ...eager });
  const { props: phone } = getImageProps({ src: imagePhone, alt, width: 730, height: 455, sizes: '100vw', ...eager });
  if (first) {
    preload(phone.src, { as: 'image', imageSrcSet: phone.srcSet, imageSizes: phone.sizes, fetchPriority: 'high', media: PHONE });
    preload(wide.src, { as: 'image', imageSrcSet: wide.srcSet, imageSizes: wide.sizes, fetchPriority: 'high', media: WIDE });
  }
  return (
    <picture className={styles.picture}>
      <source media={PHONE} srcSet={phone.srcSet} sizes={phone.sizes} width={730} height={455} />
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes with the props */}
      <img {...wide} className={styles.image} />
    </picture>
  );
}
