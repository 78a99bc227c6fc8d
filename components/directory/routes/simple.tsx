import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { directoryPageMetadata } from '@/lib/directory/seo';
import type { DirectoryBase } from '@/lib/directory/paths';
import { ContactView } from '../contact/ContactView';
import { RegisterPage } from '../register/RegisterPage';
import { localeOf, type LocaleParams } from '@/lib/i18n/page';

/** /{base}/contact */
export function contactRoute(base: DirectoryBase) {
  return {
    generateMetadata: async ({ params }: LocaleParams): Promise<Metadata> => {
      const locale = await localeOf(params);
      const t = await getTranslations({ locale, namespace: 'yp.contact' });
      return directoryPageMetadata({ locale, path: `${base}/contact`, title: t('title'), description: t('intro') });
    },
    Page: async function ContactPage({ params }: LocaleParams) {
      setRequestLocale(await localeOf(params));
      return <ContactView />;
    },
  };
}

/** /{base}/register: the registration wizard. */
export function registerRoute(base: DirectoryBase) {
  return {
    generateMetadata: async ({ params }: LocaleParams): Promise<Metadata> => {
      const locale = await localeOf(params);
      const t = await getTranslations({ locale, namespace: 'yp.register' });
      return directoryPageMetadata({ locale, path: `${base}/register`, title: t('title'), description: t('review') });
    },
    Page: async function RegisterRoutePage({ params }: LocaleParams) {
      const locale = await localeOf(params);
      setRequestLocale(locale);
      return <RegisterPage locale={locale} base={base} />;
    },
  };
}
