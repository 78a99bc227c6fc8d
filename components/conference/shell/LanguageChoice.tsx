import { getTranslations } from 'next-intl/server';
import { LanguageToggle } from '@/components/ui/LanguageToggle';
import styles from './navbar.module.css';

/** The conference navbars set a language explicitly: one switch per language, the current one marked. */
export async function LanguageChoice() {
  const t = await getTranslations('mw.nav');
  return (
    <div className={styles.languages} role="group" aria-label={t('language')}>
      <LanguageToggle to="mn" label="MN" ariaLabel={t('mn')} className={styles.language} />
      <LanguageToggle to="en" label="EN" ariaLabel={t('en')} className={styles.language} />
    </div>
  );
}
