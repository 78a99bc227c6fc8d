import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { MainCategory } from '@/lib/directory/categories';
import { directoryPaths, type DirectoryBase } from '@/lib/directory/paths';
import styles from './home.module.css';

/** The four main categories with their sub-categories, as a way in besides search. */
export async function CategoryOverview({ categories, base }: { categories: MainCategory[]; base: DirectoryBase }) {
  const t = await getTranslations('yp.home');
  const paths = directoryPaths(base);
  return (
    <section aria-labelledby="yp-browse" className={styles.section}>
      <h2 id="yp-browse">{t('browse')}</h2>
      <ul className={styles.mains}>
        {categories.map((main) => (
          <li key={main.category_code} className={styles.main}>
            <h3>
              <Link href={paths.category(main.category_code)}>{main.name}</Link>
            </h3>
            <p className={styles.subCount}>{t('subCount', { count: main.subCategories.length })}</p>
            <ul className={styles.subs}>
              {main.subCategories.map((sub) => (
                <li key={sub.category_code}>
                  <Link href={paths.category(sub.category_code)}>{sub.name}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
