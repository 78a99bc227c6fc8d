'use client';

import { useEffect, useRef, useState } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import type { NavItem } from './nav-items';
import styles from './Navbar.module.css';

type Props = {
  items: NavItem[];
  /** Landmark name, e.g. 'Main menu'. */
  label: string;
  /** Text of the mobile menu button. */
  menuLabel: string;
  /** Name of a group's open button with a {label} placeholder, e.g. '{label} submenu'. */
  submenuLabel: string;
};

function SubLinks({ items, close, current }: { items: NavItem[]; close: () => void; current: (href?: string) => boolean }) {
  return (
    <>
      {items.map((child, i) => (
        <li key={`${child.label}-${i}`}>
          {child.href ? (
            <Link href={child.href} onClick={close} aria-current={current(child.href) ? 'page' : undefined}>
              {child.label}
            </Link>
          ) : (
            <span className={styles.groupLabel}>{child.label}</span>
          )}
          {child.children && (
            <ul className={styles.nested}>
              <SubLinks items={child.children} close={close} current={current} />
            </ul>
          )}
        </li>
      ))}
    </>
  );
}

/**
 * The navbar's menu: dropdowns open on hover (mouse), click and keyboard, close on Escape (the focus going back
 * to the button that opened them), outside clicks and navigation; below 960 px it folds into a menu button.
 * Every link is in the server HTML.
 */
export function NavMenu({ items, label, menuLabel, submenuLabel }: Props) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const pathname = usePathname();
  const root = useRef<HTMLElement>(null);
  const burger = useRef<HTMLButtonElement>(null);

  const closeAll = () => {
    setOpenIndex(null);
    setMobileOpen(false);
  };

  useEffect(closeAll, [pathname]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focused = document.activeElement;
      closeAll();
      // The focus was in what just closed: back to the button that opened it, not lost to the top of the page.
      if (focused instanceof HTMLElement && root.current?.contains(focused)) openerOf(focused)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const current = (href?: string) => Boolean(href) && href === pathname;

  /** What opened the part of the menu holding `el`: the phone menu's button, else the dropdown's button. */
  const openerOf = (el: HTMLElement): HTMLElement | null | undefined => {
    if (burger.current?.offsetParent) return burger.current;
    const dropdown = el.closest<HTMLElement>('ul[id^="mm-sub-"]');
    return dropdown && root.current?.querySelector<HTMLElement>(`button[aria-controls="${dropdown.id}"]`);
  };

  return (
    <nav aria-label={label} ref={root} className={styles.nav}>
      <button ref={burger} type="button" className={styles.burger} aria-expanded={mobileOpen} aria-controls="mm-menu" onClick={() => setMobileOpen((open) => !open)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path d={mobileOpen ? 'M6 6l12 12M18 6L6 18' : 'M3 6h18M3 12h18M3 18h18'} stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
        {menuLabel}
      </button>
      <ul id="mm-menu" className={`${styles.menu} ${mobileOpen ? styles.menuOpen : ''}`}>
        {items.map((item, i) => (
          <li
            key={`${item.label}-${i}`}
            className={styles.item}
            onPointerEnter={(e) => e.pointerType === 'mouse' && item.children && setOpenIndex(i)}
            onPointerLeave={(e) => e.pointerType === 'mouse' && setOpenIndex((open) => (open === i ? null : open))}
          >
            <div className={styles.itemHead}>
              {item.href ? (
                <Link href={item.href} className={styles.topLink} onClick={closeAll} aria-current={current(item.href) ? 'page' : undefined}>
                  {item.label}
                </Link>
              ) : null}
              {item.children ? (
                <button
                  type="button"
                  className={item.href ? styles.chevron : `${styles.topLink} ${styles.groupButton}`}
                  aria-expanded={openIndex === i}
                  aria-controls={`mm-sub-${i}`}
                  aria-label={item.href ? submenuLabel.replace('{label}', item.label) : undefined}
                  onClick={() => setOpenIndex((open) => (open === i ? null : i))}
                >
                  {item.href ? null : item.label}
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                    <path d="M7 10l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
                  </svg>
                </button>
              ) : null}
            </div>
            {item.children ? (
              <ul id={`mm-sub-${i}`} className={styles.sub} hidden={openIndex !== i}>
                <SubLinks items={item.children} close={closeAll} current={current} />
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
