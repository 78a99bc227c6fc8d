import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './assessment.module.css';
import columns from '@/components/ui/columns.module.css';

const CHOICES = [
  { href: '/mm/member-assessment', title: 'memberTitle', text: 'memberText' },
  { href: '/mm/self-assessment', title: 'selfTitle', text: 'selfText' },
] as const;

/** /mm/assessment: member organisation or own interest. */
export async function Chooser() {
  const t = await getTranslations('assessment.chooser');
  return (
    <div className={columns.halves}>
      {CHOICES.map((c) => (
        <Link key={c.href} href={c.href} className={styles.choice}>
          <h2>{t(c.title)}</h2>
          <p>{t(c.text)}</p>
          <span className={`${styles.primary} ${styles.choiceAction}`} aria-hidden="true">
            {t('choose')}
          </span>
        </Link>
      ))}
    </div>
  );
}
