'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { directoryPaths, type DirectoryBase } from '@/lib/directory/paths';
import { NavLinks, type NavLink } from './NavLinks';
import { useCategoryTree } from './useCategoryTree';
import styles from './drawer.module.css';

type Props = { base: DirectoryBase; links: NavLink[] };

/**
 * The category drawer: a modal <dialog> (focus stays inside, Escape closes) that also locks the page's
 * scrolling while open. Its categories are read when the visitor reaches for the toggle (useCategoryTree),
 * again in the new language after a language change. Its panel is rendered only while it is open: closed, the
 * dialog shows nothing (nor can it open without JavaScript), so its links would only weigh down every page's HTML.
 */
export function CategoryDrawer({ base, links }: Props) {
  const t = useTranslations('yp');
  const paths = directoryPaths(base);
  const dialog = useRef<HTMLDialogElement>(null);
  const tc = useTranslations('common');
  const [open, setOpen] = useState(false);
  // Pointing at or focusing the toggle starts the read, so the tree is usually there when the drawer opens.
  const [wanted, setWanted] = useState(false);
  const tree = useCategoryTree(useLocale(), wanted || open);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className={styles.burger} />
        <span className={styles.toggleLabel}>{t('nav.categories')}</span>
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-labelledby="category-drawer-title"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop, or on a link that navigates away, closes the drawer.
          const target = event.target as Element;
          if (target === event.currentTarget || target.closest('a')) setOpen(false);
        }}
      >
        {open && (
          <div className={styles.panel}>
            <div className={styles.head}>
              <h2 id="category-drawer-title">{t('drawer.title')}</h2>
              <button type="button" className={styles.close} onClick={() => setOpen(false)}>
                {t('drawer.close')}
              </button>
            </div>
            <nav aria-label={t('nav.label')} className={styles.links}>
              <NavLinks links={links} />
            </nav>
            {tree.status === 'failed' && <p role="alert">{tc('loadError')}</p>}
            {tree.status === 'loading' && <p aria-busy="true">{tc('loading')}</p>}
            {tree.status === 'ready' && (
              <ul className={styles.tree}>
                {tree.categories.map((main) => (
                  <li key={main.category_code}>
                    <details open={main.subCategories.length <= 6}>
                      <summary>{main.name}</summary>
                      <ul>
                        <li>
                          <Link href={paths.category(main.category_code)}>{t('drawer.allOf', { name: main.name })}</Link>
                        </li>
                        {main.subCategories.map((sub) => (
                          <li key={sub.category_code}>
                            <Link href={paths.category(sub.category_code)}>{sub.name}</Link>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </dialog>
    </>
  );
}
