import { Img } from '@/components/ui/Img';
import styles from './BannerSlider.module.css';

/** One home banner picture and what it says (alt, '' when it says nothing); the first is the page's LCP image. */
export function BannerPicture({ image, alt, first }: { image: string; alt: string; first: boolean }) {
  return <Img src={image} alt={alt} width={730} height={455} preload={first} sizes="(max-width: 834px) 100vw, 834px" className={styles.image} />;
}
