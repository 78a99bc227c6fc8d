'use client';

import { Link } from '@/lib/i18n/navigation';
import { directoryPaths } from '@/lib/directory/paths';
import type { TreeBranch, TreeLeaf } from './tree-view';
import styles from './category.module.css';

type Props = { tree: TreeBranch[]; current: string; openMain: string; title: string };

/**
 * The category tree beside a category's listing; the open branch (`openMain`, the current category's main) and
 * the current category are marked. Rendered here from the categories' codes and names (tree-view.ts), so the
 * page's RSC payload carries those once rather than the tree's elements and links (issue 23.3); the markup is
 * still rendered on the server.
 */
export function CategoryTree({ tree, current, openMain, title }: Props) {
  const paths = directoryPaths('/yp');
  return (
    <nav aria-labelledby="yp-tree" className={styles.tree}>
      <h2 id="yp-tree">{title}</h2>
      <ul>
        {tree.map(([mainCode, mainName, subCategories]) => (
          <li key={mainCode}>
            <details open={mainCode === openMain}>
              <summary>{mainName}</summary>
              <ul>
                {[[mainCode, mainName] satisfies TreeLeaf, ...subCategories].map(([code, name]) => (
                  <li key={code}>
                    <Link href={paths.category(code)} aria-current={code === current ? 'page' : undefined}>
                      {name}
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
