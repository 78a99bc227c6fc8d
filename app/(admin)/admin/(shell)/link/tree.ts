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
  const out: M[] = [];
  const seen = new Set<number>();
  const walk = (pid: number | null) => {
    for (const m of children.get(pid) ?? []) {
      if (seen.has(m.cid)) continue;
      seen.add(m.cid);
      out.push(m);
      walk(m.cid);
    }
  };
  walk(null);
  // Orphans (a parent deleted outside this screen) still show, at the end.
  for (const m of menus) if (!seen.has(m.cid)) out.push(m);
  return out;
}

/** Parents a menu of the given level may hang under: static menus one level up. */
export function parentChoices(menus: Menu[], level: number | null, selfCid?: number): Menu[] {
  if (!level || level === 1) return [];
  return menus.filter((m) => m.category_level === level - 1 && m.page_type !== 'news' && m.cid !== selfCid);
}
