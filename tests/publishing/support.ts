import { addMenu, roleCookies } from '../admin/support';

/** A moderator's session and a news menu to file items under. */
export async function editorAndMenu() {
  const cookie = (await roleCookies()).moderator;
  const cid = (await addMenu({ category: 'Мэдээ', page_type: 'news' })).cid;
  return { cookie, cid };
}

/** The fields of a complete, published news item in both languages (the admin form's multipart fields). */
export const newsFields = (cid: number, extra: Record<string, string> = {}) => ({
  title: 'Уурхайн аюулгүй ажиллагаа',
  summary: 'Товч агуулга',
  text: '<p>Дэлгэрэнгүй</p>',
  title_en: 'Mine safety',
  summary_en: 'In short',
  text_en: '<p>Body</p>',
  category_cid: String(cid),
  publisher: 'Админ',
  news_status: 'true',
  yellow_book: 'false',
  ...extra,
});
