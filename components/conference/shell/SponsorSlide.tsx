import { getTranslations } from 'next-intl/server';
import { Img } from '@/components/ui/Img';
import { SponsorSwiper } from './SponsorSwiper';
import styles from './sponsors.module.css';

export type Sponsor = { id: number; name: string; logo: string; link: string };

function Logo({ sponsor }: { sponsor: Sponsor }) {
  const image = <Img src={sponsor.logo} alt={sponsor.name} width={120} height={60} className={styles.logo} />;
  return sponsor.link ? (
    <a href={sponsor.link} target="_blank" rel="noopener noreferrer" title={sponsor.name}>
      {image}
    </a>
  ) : (
    image
  );
}

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
        <SponsorSwiper sponsors={sponsors.map((s) => ({ id: s.id, logo: <Logo sponsor={s} /> }))} />
      </div>
    </section>
  );
}
