import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { seedDatabase } from '@/lib/db/seed';
import { directoryPages } from '@/lib/directory/queries';
import { PUBLIC_PAGE_SIZE } from '@/lib/directory/listing-sizes';
import { getNewsByCategory, listArchiveMonths, listCategoryCounts, listRecentNews } from '@/lib/news/queries';
import { DEFAULT_NEWS_CATEGORY, NEWS_PAGE_SIZE } from '@/lib/news/constants';
import { listRecentTrades } from '@/lib/trade/queries';
import { loadMessages } from '@/lib/i18n/messages';
import { pickMessages } from '@/lib/i18n/client-messages';
import { DIRECTORY_CLIENT_MESSAGES } from '@/components/directory/shell/DirectoryShell';
import { cardView, type CardView } from '@/components/directory/listing/card-view';
import { CompanyCards } from '@/components/directory/listing/CompanyCard';
import { treeView } from '@/components/directory/category/tree-view';
import { CategoryTree } from '@/components/directory/category/CategoryTree';
import { newsView } from '@/components/association/news/news-view';
import { tickerItem } from '@/components/association/shell/ticker-item';
import { sidePanelView } from '@/components/association/news/side-panel-view';
import { SidePanelLists } from '@/components/association/news/SidePanelLists';

/**
 * Issue 23.3: the heaviest pages' repeated parts — a category page's 36 company cards and its category tree, a news list, the /mm
 * ticker — render on the client from the fields they show, so their RSC payload is those fields (what the
 * props serialise to), not each item's element tree. Budgets in bytes of UTF-8 JSON on the demo data
 * (Mongolian, the larger); before this the 36 cards alone were ≈57 KB of payload. `npm run bench -- --only=weight`
 * measures whole pages against a build.
 */
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const CARD_FIELDS = ['id', 'name', 'altName', 'logo', 'categories', 'phone', 'email', 'address'];

let cards: CardView[];

beforeAll(async () => {
  await seedDatabase(await getDb());
  const page = await directoryPages.companiesByCategory({ category_code: '0101', lang: 'mn', page: 1, limit: PUBLIC_PAGE_SIZE });
  cards = page.companies.map(cardView);
}, 120_000);

describe('what the heaviest pages hand their client lists', () => {
  it('a category page: 36 cards in at most 14,000 bytes, only the fields a card shows', () => {
    expect(cards).toHaveLength(PUBLIC_PAGE_SIZE);
    expect(bytes(cards)).toBeLessThanOrEqual(14_000);
    for (const card of cards) for (const key of Object.keys(card)) expect(CARD_FIELDS).toContain(key);
  });

  it('the cards still show every name, logo (with its alt), category, phone, e-mail and address, in at most 1,250 bytes of markup each', async () => {
    const messages = pickMessages(await loadMessages('mn'), DIRECTORY_CLIENT_MESSAGES);
    const html = renderToStaticMarkup(
      createElement(NextIntlClientProvider, { locale: 'mn', timeZone: 'Asia/Ulaanbaatar', messages, children: createElement(CompanyCards, { cards, base: '/yp' }) }),
    );
    expect(Buffer.byteLength(html) / cards.length).toBeLessThanOrEqual(1_250);
    for (const card of cards) {
      expect(html).toContain(`href="/yp/company/${card.id}"`);
      expect(html).toContain(card.name.replace(/&/g, '&amp;'));
      if (card.logo) expect(html).toContain(`alt="${card.name.replace(/&/g, '&amp;')} лого"`);
      if (card.phone) expect(html).toContain(`>${card.phone}</a>`);
      if (card.email) expect(html).toContain(`href="mailto:${card.email}"`);
      for (const category of card.categories) expect(html).toContain(`<li>${category}</li>`);
    }
    // Each logo URL once: the 1× one as src, the 2× one alone in srcset.
    expect(html).not.toMatch(/ 1x,/);
  });

  it('a category page: its category tree in at most 1,500 bytes, and the tree it renders links every category', async () => {
    const categories = await directoryPages.categoryTree('mn');
    const tree = treeView(categories);
    expect(bytes(tree)).toBeLessThanOrEqual(1_500);
    const html = renderToStaticMarkup(
      createElement(NextIntlClientProvider, { locale: 'mn', children: createElement(CategoryTree, { tree, current: '0101', openMain: '01', title: 'Ангиллууд' }) }),
    );
    for (const category of categories.flatMap((main) => [main, ...main.subCategories])) {
      expect(html).toContain(`href="/yp/category/${category.category_code}">${category.name}</a>`);
    }
    expect(html).toContain('<a aria-current="page" href="/yp/category/0101">');
    expect(html.match(/<details open="">/g)).toHaveLength(1);
  });

  it('a news list page: its cards in at most 2,600 bytes', async () => {
    const { news } = await getNewsByCategory({ category: DEFAULT_NEWS_CATEGORY, page: 1, limit: NEWS_PAGE_SIZE, lang: 'mn' });
    expect(news.length).toBeGreaterThan(0);
    const views = news.map(newsView);
    expect(bytes(views)).toBeLessThanOrEqual(2_600);
    expect(views.every((v) => !('publisher' in v))).toBe(true);
  });

  it('the news side panel: its categories, months and recent news in at most 2,200 bytes (≈7,900 as element trees before), still every link in the markup', async () => {
    const db = await getDb();
    const [categories, months, recent] = await Promise.all([
      listCategoryCounts(db, { type: 'news', lang: 'mn' }),
      listArchiveMonths(db, { lang: 'mn' }),
      listRecentNews(db, { lang: 'mn', limit: 4 }),
    ]);
    const view = sidePanelView({ categories, months, recent }, 'mn', (count) => `${count} мэдээ`);
    expect(view.categories.length).toBeGreaterThan(0);
    expect(bytes(view)).toBeLessThanOrEqual(2_200);
    const labels = { searchLabel: 'Хайх', searchPlaceholder: '…', searchButton: 'Хайх', categories: 'Ангилал', archive: 'Архив', recent: 'Сүүлийн мэдээ' };
    const html = renderToStaticMarkup(
      // The panel's search box navigates with the app router: a router that is never called stands in for it.
      createElement(AppRouterContext.Provider, {
        value: {} as never,
        children: createElement(NextIntlClientProvider, { locale: 'mn', timeZone: 'Asia/Ulaanbaatar', messages: {}, children: createElement(SidePanelLists, { view, labels, current: categories[0].cid }) }),
      }),
    );
    for (const c of categories) expect(html).toContain(`href="/mm/blog/${c.cid}=1"`);
    for (const m of months) expect(html).toContain(`href="/mm/blog/${m.created_at}=1">${m.date}</a>`);
    for (const n of recent) expect(html).toContain(`href="/mm/detail/${n.id}"`);
    expect(html).toContain(`<span class="visually-hidden">${categories[0].news_count} мэдээ</span>`);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('the /mm ticker: its 20 items in at most 3,900 bytes', async () => {
    const trades = await listRecentTrades(await getDb());
    expect(trades.length).toBeGreaterThan(0);
    expect(bytes(trades.map((t) => tickerItem(t, 'mn', (mass) => `${mass} тн`)))).toBeLessThanOrEqual(3_900);
  });

  it('a ticker name says its language only where it differs from the page (a Mongolian name on /en)', async () => {
    const [trade] = await listRecentTrades(await getDb());
    const tonnes = (mass: string) => mass;
    const mn = tickerItem(trade, 'mn', tonnes);
    expect([mn.seller, mn.product, mn.sellerLang, mn.productLang]).toEqual([trade.seller_name, trade.product_category, undefined, undefined]);
    const en = tickerItem({ ...trade, seller_name_en: 'Gobi Erdene Resources LLC', product_category_en: '' }, 'en', tonnes);
    expect([en.seller, en.sellerLang, en.product, en.productLang]).toEqual(['Gobi Erdene Resources LLC', undefined, trade.product_category, 'mn']);
    expect(Object.keys(mn)).not.toContain('sellerLang');
  });
});
