'use client';

import { Children, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export type TabItem = { id: string; label: string };

type Props = {
  tabs: TabItem[];
  /** Name of the tab list, e.g. 'Membership sections'. */
  label: string;
  /** One panel per tab, in the same order. */
  children: ReactNode[];
  /** Tabs whose panel is mounted only once it is first opened (e.g. a heavy grid). Others are in the HTML from the start. */
  lazy?: string[];
  /** The site's colour for the active tab. */
  color?: string;
};

/**
 * Accessible tabs (arrow keys, Home, End) that follow the URL hash: /mm/membership#3 opens the third tab,
 * and choosing a tab updates the hash so the address can be shared.
 */
export function Tabs({ tabs, label, children, lazy = [], color }: Props) {
  const [active, setActive] = useState(tabs[0]!.id);
  const [opened, setOpened] = useState<string[]>([tabs[0]!.id]);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const panels = Children.toArray(children);

  const open = useCallback(
    (id: string, fromHash = false) => {
      if (!tabs.some((t) => t.id === id)) return;
      setActive(id);
      setOpened((list) => (list.includes(id) ? list : [...list, id]));
      if (!fromHash) window.history.replaceState(null, '', `#${id}`);
    },
    [tabs],
  );

  useEffect(() => {
    const fromHash = () => open(decodeURIComponent(window.location.hash.slice(1)), true);
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    open(tabs[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.tabs} style={color ? ({ '--tabs-color': color } as React.CSSProperties) : undefined}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={tab.id}
            tabIndex={tab.id === active ? 0 : -1}
            className={styles.tab}
            onClick={() => open(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={tab.id} aria-labelledby={`tab-${tab.id}`} hidden={tab.id !== active} tabIndex={0} className={styles.panel}>
          {lazy.includes(tab.id) && !opened.includes(tab.id) ? null : panels[i]}
        </div>
      ))}
    </div>
  );
}
