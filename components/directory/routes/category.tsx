import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { directoryPages } from '@/lib/directory/queries';
import { directoryPageMetadata } from '@/lib/directory/seo';
import { directoryPaths } from '@/lib/directory/paths';
import { CategoryPage } from '../category/CategoryPage';
import { readListing } from '../category/CategoryListing';
import { pageNumber } from '@/lib/directory/page-number';
import { CONSULTANT_CATEGORY } from '@/lib/directory/listing-sizes';
import { isPastLastPage } from '@/lib/api/params';
import { localeOf } from '@/lib/i18n/page';

/** `n` is the page number of /yp/category/{code}/page/{n}, where the request guard sends ?page=N (N ≥ 2). */
type Props = { params: Promise<{ locale: string; code: string; n?: string }> };

const CODE = /^\d{2}(\d{2})?$/;

/** /yp/category/{category_code}, paged with ?page= (see lib/directory/paged-category.ts). */
export const categoryRoute = {
  generateMetadata: async ({ params }: Props): Promise<Metadata> => {
    const locale = await localeOf(params);
    const { code } = await params;
    const category = CODE.test(code) ? await directoryPages.category({ code, lang: locale }) : null;
    if (!category) return {};
    const t = await getTranslations({ locale, namespace: 'yp' });
    return directoryPageMetadata({ locale, path: directoryPaths('/yp').category(code), title: category.name, description: `${category.name} — ${t('tagline')}` });
  },
  Page: async function CategoryRoutePage({ params }: Props) {
    const locale = await localeOf(params);
    setRequestLocale(locale);
    const { code, n } = await params;
    // notFound() here, in the page itself, so the segment's not-found page answers (not from a nested component).
    const category = CODE.test(code) ? await directoryPages.category({ code, lang: locale }) : null;
    if (!category) notFound();
    const page = pageNumber(n);
    const listing = await readListing({ locale, code, page, consultants: code === CONSULTANT_CATEGORY });
    if (!('failed' in listing) && isPastLastPage(page, listing.totalPages)) notFound();
    return <CategoryPage locale={locale} category={category} page={page} listing={listing} />;
  },
};
