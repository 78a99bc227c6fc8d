import { Img } from '@/components/ui/Img';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { PROJECT_PAGES } from './project-pages';
import styles from './ProjectCards.module.css';

/** Cards of the project pages /mm/page/20..26. */
export async function ProjectCards({ headingLevel: Heading = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const t = await getTranslations('mm.projects');
  return (
    <ul className={styles.grid}>
      {PROJECT_PAGES.map((cid) => (
        <li key={cid}>
          <Link href={`/mm/page/${cid}`} className={styles.card}>
            <Img src={`/images/mm/project-${cid}.jpg`} alt="" width={480} height={320} sourceWidth={480} sizes="(max-width: 640px) 100vw, 300px" className={styles.image} />
            <Heading className={styles.title}>{t(`${cid}.title`)}</Heading>
            <p className={styles.summary}>{t(`${cid}.summary`)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
