import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';
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
    // The wizard's forms use most of `yp`; only this page sends it whole.
    wizard = (
      <NextIntlClientProvider messages={await clientMessages('common', 'yp')}>
        <RegisterWizard base={base} categories={await directoryPages.categoryTree(locale)} />
      </NextIntlClientProvider>
    );
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
