import { createElement } from 'react';
import { z } from 'zod';
import { badgeColumn, optionsOf } from '@/components/admin/resource/column-kinds';
import { defineResource, twoChoices } from '@/components/admin/resource/define';
import { MENU_LEVELS, MENU_MESSAGES, menuFormError, normalizedPageType, PAGE_TYPES, type MenuFormFields } from '@/lib/news/menu-form';
import { MenuPlacement } from './MenuFields';
import { menuTree, type Menu } from './tree';

export type MenuRow = Menu & { id: number };

/** The field each rule of the menu form marks (the form's alert shows the first failing rule, spec §5). */
const FIELD_OF: Record<string, string> = {
  [MENU_MESSAGES.pageType]: 'page_type',
  [MENU_MESSAGES.level]: 'category_level',
  [MENU_MESSAGES.parent]: 'pid',
  [MENU_MESSAGES.name]: 'category',
  [MENU_MESSAGES.nameEn]: 'category_en',
};
const menuSchema = z.looseObject({}).superRefine((body, ctx) => {
  const message = menuFormError(body as MenuFormFields);
  if (message) ctx.addIssue({ code: 'custom', path: [FIELD_OF[message]!], message });
});

/** The body of /insert/category and /update/category: sub levels keep no page type and main menus no parent. */
const menuBody = ({ category, category_en, page_type, category_level, pid, category_status, cid }: Record<string, unknown>) => {
  const level = category_level as number | null;
  return {
    category,
    category_en,
    category_level: level,
    pid: level && level > 1 ? pid : null,
    page_type: level ? normalizedPageType(level, page_type as MenuFormFields['page_type']) : page_type,
    category_status,
    ...(cid ? { cid } : {}),
  };
};

/**
 * The association's menus as a tree (parents above their children, never re-sorted): the public navbar shows the
 * active ones. Page type, level and parent depend on each other: one control places the menu (MenuPlacement).
 */
export const menuResource = defineResource<MenuRow>({
  key: 'menus',
  messages: 'admin.menus',
  nameField: 'category',
  api: { prefix: '/api/admin', list: '/get/categories', rows: 'categories', insert: '/insert/category', update: '/update/category', remove: '/delete/category', idField: 'cid', body: 'json', toApi: menuBody, fromApi: (m: Menu) => ({ ...m, id: m.cid }) },
  schema: { insert: menuSchema, update: menuSchema },
  columns: [
    // Sub menus stand indented under their parent.
    { field: 'category', label: 'name', value: (m) => `${'\u00a0\u00a0'.repeat(m.category_level - 1)}${m.category_level > 1 ? '└ ' : ''}${m.category}` },
    { field: 'category_en', label: 'nameEn' },
    badgeColumn('page_type', 'pageType', optionsOf(PAGE_TYPES, 'type'), { sortable: false, filter: undefined, value: (m) => m.page_type ?? 'static' }),
    badgeColumn('category_level', 'level', optionsOf(MENU_LEVELS, 'levels'), { sortable: false, filter: undefined }),
    badgeColumn('category_status', 'status', twoChoices('active', 'inactive').map((o) => ({ ...o, tone: o.value === 'true' ? 'success' : 'danger' })), { sortable: false, filter: undefined }),
  ],
  fields: [
    { kind: 'bilingual', name: 'category', label: 'name', nameEn: 'category_en', labelEn: 'nameEn', required: true, maxLength: 200 },
    { kind: 'custom', name: 'page_type', label: 'pageType', render: () => createElement(MenuPlacement), keep: ['category_level', 'pid'] },
    { kind: 'checkbox', name: 'category_status', label: 'active' },
  ],
  defaults: { category_status: true, category_level: null, pid: null },
  formTitles: { add: 'addTitle', edit: 'editTitle' },
  arrange: menuTree,
  paging: null,
  notices: { added: 'added', saved: 'saved', deleted: 'deleted' },
});
