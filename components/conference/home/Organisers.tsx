import { Img } from '@/components/ui/Img';
import { getTranslations } from 'next-intl/server';
import type { loadOrganisers } from '@/lib/conference/page-data';
import styles from './home.module.css';

/** The organisers' logos. */
export async function Organisers({ logos }: { logos: Awaited<ReturnType<typeof loadOrganisers>> }) {
  if (logos.length === 0) return null;
  const t = await getTranslations('mw.home');
  return (
    <section className={`container ${styles.organisers}`} aria-labelledby="mw-organisers">
      <h2 id="mw-organisers">{t('organisersHeading')}</h2>
      <ul className={styles.logoGrid}>
        {logos.map((logo) => {
          const image = <Img src={logo.logo} alt={logo.name} width={180} height={90} className={styles.logo} />;
          return (
            <li key={logo.id}>
              {logo.link ? (
                <a href={logo.link} target="_blank" rel="noopener noreferrer">
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
