import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { MainCategory } from '@/lib/directory/categories';
import { mainOf } from '@/lib/directory/categories';
import { directoryPaths } from '@/lib/directory/paths';
import styles from './category.module.css';

/** The category tree beside a category's listing; the open branch and the current category are marked. */
export async function CategoryTree({ categories, current }: { categories: MainCategory[]; current: string }) {
  const t = await getTranslations('yp.category');
  const paths = directoryPaths('/yp');
  const here = (code: string) => (code === current ? ('page' as const) : undefined);
  return (
    <nav aria-labelledby="yp-tree" className={styles.tree}>
      <h2 id="yp-tree">{t('tree')}</h2>
      <ul>
        {categories.map((main) => (
          <li key={main.category_code}>
            <details open={main.category_code === mainOf(current)}>
              <summary>{main.name}</summary>
              <ul>
                <li>
                  <Link href={paths.category(main.category_code)} aria-current={here(main.category_code)}>
                    {main.name}
                  </Link>
                </li>
                {main.subCategories.map((sub) => (
                  <li key={sub.category_code}>
                    <Link href={paths.category(sub.category_code)} aria-current={here(sub.category_code)}>
                      {sub.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}
