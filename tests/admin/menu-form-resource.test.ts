import { describe, expect, it } from 'vitest';
import { menuResource } from '@/app/(admin)/admin/(shell)/link/resource';
import { menuTree } from '@/app/(admin)/admin/(shell)/link/tree';
import { MENU_MESSAGES } from '@/lib/news/menu-form';

/** The menu form on the resource layer: its schema says the spec's first failing rule, on the field it concerns. */
const check = (values: Record<string, unknown>) => {
  const body = menuResource.api.toApi!({ category: '', category_en: '', page_type: '', category_level: null, pid: null, category_status: true, ...values });
  const result = menuResource.schema.insert!.safeParse(body);
  return result.success ? { body } : { issues: result.error.issues.map((i) => [i.path.join('.'), i.message]) };
};

describe('the menu form (/admin/link)', () => {
  it('asks for the page type first, then the level, the parent, the name and the English name', () => {
    expect(check({})).toEqual({ issues: [['page_type', MENU_MESSAGES.pageType]] });
    expect(check({ page_type: 'static' })).toEqual({ issues: [['category_level', MENU_MESSAGES.level]] });
    expect(check({ category_level: 2 })).toEqual({ issues: [['pid', MENU_MESSAGES.parent]] });
    expect(check({ category_level: 2, pid: 4 })).toEqual({ issues: [['category', MENU_MESSAGES.name]] });
    expect(check({ category_level: 2, pid: 4, category: 'Дэд' })).toEqual({ issues: [['category_en', MENU_MESSAGES.nameEn]] });
  });

  it('sends sub levels without a page type and main menus without a parent; an edit names its cid', () => {
    expect(check({ category: 'Дэд', category_en: 'Sub', category_level: 2, pid: 4, page_type: 'static' })).toEqual({
      body: { category: 'Дэд', category_en: 'Sub', category_level: 2, pid: 4, page_type: null, category_status: true },
    });
    expect(check({ category: 'Нүүр', category_en: 'Home', category_level: 1, pid: 4, page_type: 'news', cid: 9 })).toEqual({
      body: { category: 'Нүүр', category_en: 'Home', category_level: 1, pid: null, page_type: 'news', category_status: true, cid: 9 },
    });
  });

  it('lists the menus as a tree: each sub menu right under its parent', () => {
    const menu = (cid: number, pid: number | null, category_level: number) => ({ cid, pid, category_level, category: String(cid), category_en: '', category_status: true, page_type: null, sequence: cid, id: cid });
    expect(menuResource.arrange!([menu(1, null, 1), menu(2, null, 1), menu(3, 1, 2), menu(4, 3, 3)]).map((m) => m.cid)).toEqual([1, 3, 4, 2]);
    expect(menuTree([menu(5, 99, 2)]).map((m) => m.cid)).toEqual([5]);
  });
});
