import { Img } from '@/components/ui/Img';
import styles from './BannerSlider.module.css';

/**
 * One home banner picture and what it shows (alt, '' when nothing); the first is the page's LCP image. It spans
 * the viewport's width, so `sizes` is 100vw: a phone fetches a phone-sized rendition, a wide screen a wide one,
 * and BannerSlider.module.css crops it per screen shape. 1920×720 is the demo heroes' shape (scripts/demo-images).
 */
export function BannerPicture({ image, alt, first }: { image: string; alt: string; first: boolean }) {
  return <Img src={image} alt={alt} width={1920} height={720} preload={first} sizes="100vw" className={styles.image} />;
}
