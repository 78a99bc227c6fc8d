import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { directoryPages } from '@/lib/directory/queries';
import { bannerIn, getBanners, type Banner } from '@/lib/site/queries';
import { CONSULTANT_CATEGORY } from '@/lib/directory/listing-sizes';
import { isMainCode, mainOf, type FoundCategory } from '@/lib/directory/categories';
import { directoryPaths } from '@/lib/directory/paths';
import { SearchBox } from '../search/SearchBox';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { LoadError } from '../listing/Notice';
import { BannerCarousel } from './BannerCarousel';
import { CategoryTree } from './CategoryTree';
import { treeView } from './tree-view';
import { CategoryListing, type ListingRead } from './CategoryListing';
import styles from './category.module.css';

/** Banners are decoration: when they cannot be read the page still shows its listing (the failure is logged). */
async function readBanners(): Promise<Banner[]> {
  try {
    return await getBanners({ site: 'yp' });
  } catch (error) {
    console.error('[directory] banners could not be read:', error);
    return [];
  }
}

type Props = { locale: Locale; category: FoundCategory; page: number; listing: ListingRead };

/** /yp/category/{code}: banners, the category tree, search, and the category's companies or consultants (`listing`). */
export async function CategoryPage({ locale, category, page, listing }: Props) {
  const code = category.category_code;
  const t = await getTranslations('yp');
  const paths = directoryPaths('/yp');
  const [banners, tree] = await Promise.all([readBanners(), directoryPages.categoryTree(locale).catch((error: unknown) => error)]);
  return (
    <div className="container">
      {banners.length > 0 && (
        <div className={styles.banners}>
          <BannerCarousel
            slides={banners.map((banner) => {
              const { image, alt } = bannerIn(banner, locale);
              return { id: banner.id, image, alt };
            })}
            label={t('category.banners')}
          />
        </div>
      )}
      <div className={styles.layout}>
        <aside className={styles.aside}>
          {Array.isArray(tree) ? <CategoryTree tree={treeView(tree)} current={code} openMain={mainOf(code)} title={t('category.tree')} /> : <LoadError error={tree} what="category tree" />}
        </aside>
        <div className={styles.content}>
          <Breadcrumbs
            locale={locale}
            label={t('company.breadcrumb')}
            items={[
              { name: t('nav.home'), href: paths.home },
              ...(isMainCode(code) ? [] : [{ name: category.main.name, href: paths.category(category.main.category_code) }]),
              { name: category.name },
            ]}
          />
          <h1 className={styles.title}>{category.name}</h1>
          <SearchBox initialType={code === CONSULTANT_CATEGORY ? 'consultant' : 'company'} />
          <CategoryListing code={code} page={page} listing={listing} />
        </div>
      </div>
    </div>
  );
}
