/** A menu (category) as GET /api/admin/get/categories answers it. */
export type Menu = {
  cid: number;
  pid: number | null;
  category: string;
  category_en: string;
  category_status: boolean;
  page_type: 'news' | 'static' | null;
  category_level: number;
  sequence: number;
};

/** Menus in display order: each main menu followed by its sub menus and their sub-sub menus. */
export function menuTree<M extends Menu>(menus: M[]): M[] {
  const children = new Map<number | null, M[]>();
  for (const m of menus) {
    const key = m.category_level === 1 ? null : m.pid;
    children.set(key, [...(children.get(key) ?? []), m]);
  }
  // A set keeps the order in which menus are first placed.
  const placed = new Set<M>();
  const walk = (pid: number | null) => {
    for (const m of children.get(pid) ?? []) {
      if (placed.has(m)) continue;
      placed.add(m);
      walk(m.cid);
    }
  };
  walk(null);
  // Orphans (a parent deleted outside this screen) still show, at the end.
  for (const m of menus) placed.add(m);
  return [...placed];
}

/** Parents a menu of the given level may hang under: static menus one level up. */
export function parentChoices(menus: Menu[], level: number | null, selfCid?: number): Menu[] {
  if (!level || level === 1) return [];
  return menus.filter((m) => m.category_level === level - 1 && m.page_type !== 'news' && m.cid !== selfCid);
}
