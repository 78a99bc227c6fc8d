import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { directoryPages } from '@/lib/directory/queries';
import type { DirectoryBase } from '@/lib/directory/paths';
import { LoadError } from '../listing/Notice';
import { RegisterWizard } from './RegisterWizard';
import styles from './register.module.css';

/** /yp/register and /yellow-page/register. */
export async function RegisterPage({ locale, base }: { locale: Locale; base: DirectoryBase }) {
  const t = await getTranslations('yp.register');
  let wizard;
  try {
    wizard = <RegisterWizard base={base} categories={await directoryPages.categoryTree(locale)} />;
  } catch (error) {
    wizard = <LoadError error={error} what="categories for the registration wizard" />;
  }
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <p className={styles.review}>{t('review')}</p>
      {wizard}
    </div>
  );
}
