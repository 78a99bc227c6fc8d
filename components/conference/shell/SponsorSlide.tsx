import { getTranslations } from 'next-intl/server';
import { SponsorSwiper, type Sponsor } from './SponsorSwiper';
import styles from './sponsors.module.css';

/** The sponsor strip of the /mw shell, above the footer. */
export async function SponsorSlide({ sponsors }: { sponsors: Sponsor[] }) {
  if (sponsors.length === 0) return null;
  const t = await getTranslations('mw.sponsors');
  return (
    <section className={styles.strip} aria-labelledby="mw-sponsors">
      <div className="container">
        <h2 id="mw-sponsors" className={styles.heading}>
          {t('heading')}
        </h2>
        <SponsorSwiper sponsors={sponsors} />
      </div>
    </section>
  );
}
