import { Img } from '@/components/ui/Img';
import styles from './BannerSlider.module.css';

/** One home banner picture; the first is the page's LCP image. */
export function BannerPicture({ image, first }: { image: string; first: boolean }) {
  return <Img src={image} alt="" width={730} height={455} preload={first} sizes="(max-width: 834px) 100vw, 834px" className={styles.image} />;
}
