import { describe, expect, it } from 'vitest';
import { isPastLastPage } from '@/lib/api/params';
import { withoutRepeatedLead } from '@/lib/news/lead';
import { MENUS } from '@/lib/db/seed/news';
import { STATIC_PAGES } from '@/lib/db/seed/content/static-pages';
import { menuHref } from '@/components/association/shell/nav-items';
import { isProjectPage } from '@/components/association/project-pages';

/** Pages that looked unfinished (issue 27.7). */
describe('a news list page past the last one', () => {
  it('is a 404 (/mm/blog/8=999), while page 1 of an empty list still shows its “no news” text', () => {
    expect(isPastLastPage(999, 11)).toBe(true);
    expect(isPastLastPage(12, 11)).toBe(true);
    expect(isPastLastPage(11, 11)).toBe(false);
    expect(isPastLastPage(1, 0)).toBe(false);
    expect(isPastLastPage(2, 0)).toBe(true);
  });
});

describe('the lead of a news item', () => {
  const summary = 'Ассоциаци шинэ гишүүдээ танилцууллаа.';

  it('is printed once: a body opening with the same sentence loses that paragraph', () => {
    expect(withoutRepeatedLead(`<p><strong>${summary}</strong></p><p>Дараагийн догол мөр.</p>`, summary)).toBe('<p>Дараагийн догол мөр.</p>');
    expect(withoutRepeatedLead(`  <p class="lead">Ассоциаци  шинэ гишүүдээ\nтанилцууллаа.</p><h2>Гол</h2>`, summary)).toBe('<h2>Гол</h2>');
  });

  it('keeps a body that opens with anything else, or when there is no summary', () => {
    const body = '<p>Өөр эхлэл.</p><p>Ассоциаци шинэ гишүүдээ танилцууллаа.</p>';
    expect(withoutRepeatedLead(body, summary)).toBe(body);
    expect(withoutRepeatedLead(body, '')).toBe(body);
    expect(withoutRepeatedLead(body, null)).toBe(body);
  });
});

describe('the demo menus', () => {
  it('lead to no empty static page (the old “Тайлан” sub-menu opened an empty /mm/page/19)', () => {
    for (const menu of MENUS.filter((m) => (m.category_level ?? 0) > 1 && m.category_status !== false)) {
      const href = menuHref({ cid: menu.cid!, label: menu.category, page_type: menu.page_type ?? null, level: menu.category_level!, children: [] });
      if (href?.startsWith('/mm/page/')) expect(isProjectPage(menu.cid!) || Boolean(STATIC_PAGES[menu.cid!]), `${menu.category} → ${href}`).toBe(true);
    }
    expect(MENUS.some((m) => m.cid === 19)).toBe(false);
  });
});
