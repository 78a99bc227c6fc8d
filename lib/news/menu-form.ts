/** The menu form's checks (spec §5), shared by the form and the API. Client-safe. */
export const MENU_MESSAGES = {
  pageType: 'Хуудасны төрлийг сонгоно уу',
  level: 'Цэсний түвшинг сонгоно уу',
  parent: 'Эцэг цэсийг сонгоно уу',
  name: 'Цэсний нэрийг оруулна уу',
  nameEn: 'Цэсний англи нэрийг оруулна уу',
} as const;

export const PAGE_TYPES = ['news', 'static'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const MENU_LEVELS = [1, 2, 3] as const;
export type MenuLevel = (typeof MENU_LEVELS)[number];

export type MenuFormFields = {
  category?: string;
  category_en?: string;
  pid?: number | null;
  page_type?: PageType | null;
  category_level?: number | null;
};

/** The first failing rule: page type (main menus), level, parent (sub levels), name, English name. */
export function menuFormError(f: MenuFormFields): string | null {
  if (f.category_level !== 2 && f.category_level !== 3 && !f.page_type) return MENU_MESSAGES.pageType;
  if (!f.category_level) return MENU_MESSAGES.level;
  if (f.category_level > 1 && !f.pid) return MENU_MESSAGES.parent;
  if (!f.category?.trim()) return MENU_MESSAGES.name;
  if (!f.category_en?.trim()) return MENU_MESSAGES.nameEn;
  return null;
}

/** Sub levels hold static pages only, so their page type is cleared before saving (spec §5). */
export function normalizedPageType(level: number, pageType: PageType | null | undefined): PageType | null {
  return level === 1 ? (pageType ?? null) : null;
}
