import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { directoryPages } from '@/lib/directory/queries';
import { directoryPageMetadata } from '@/lib/directory/seo';
import { directoryPaths, type DirectoryBase } from '@/lib/directory/paths';
import type { Locale } from '@/lib/i18n/routing';
import { CompanyView } from '../company/CompanyView';
import { localeOf } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; id: string }> };

/** Only a positive whole number can be a company id; anything else is simply not found. */
const companyId = (raw: string) => (/^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

async function read(locale: Locale, raw: string) {
  const id = companyId(raw);
  return id === null ? null : directoryPages.company({ lang: locale, id });
}

/** /yp/company/{id} and /yellow-page/{id}: a published company, or 404 with 'Мэдээлэл байхгүй байна.'. */
export function companyRoute(base: DirectoryBase) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const locale = await localeOf(params);
      const company = await read(locale, (await params).id);
      if (!company) return { title: (await getTranslations({ locale, namespace: 'yp.company' }))('notFound'), robots: { index: false } };
      return directoryPageMetadata({
        locale,
        // /yellow-page/{id} shows the same page: /yp/company/{id} is the canonical address of both.
        path: directoryPaths('/yp').company(company.id),
        title: company.name,
        description: (company.about_company || company.address || company.name).slice(0, 160),
        image: company.logo || null,
      });
    },
    Page: async function CompanyPage({ params }: Props) {
      const locale = await localeOf(params);
      setRequestLocale(locale);
      const company = await read(locale, (await params).id);
      if (!company) notFound();
      return <CompanyView company={company} base={base} locale={locale} />;
    },
  };
}
