/** Shapes of the admin API answers the news and menu screens read (dates arrive as ISO strings). */
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

export type NewsRow = {
  id: number;
  image: string;
  title: string;
  title_en: string;
  category_cid: number;
  category: string | null;
  publisher: string;
  news_status: boolean;
  yellow_book: boolean;
  created_at: string;
  updated_at: string;
};

export type NewsDetail = Omit<NewsRow, 'category'> & { summary: string; summary_en: string; text: string; text_en: string };
