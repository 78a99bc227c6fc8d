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
