import { describe, expect, it } from 'vitest';
import { homeSearchRedirect } from '@/lib/directory/home-search-redirect';

const at = (url: string) => {
  const u = new URL(url, 'http://x');
  return homeSearchRedirect(u.pathname, u.searchParams);
};

describe('the directory home’s old search address', () => {
  it('leads to the server-rendered results in the same language, keeping type and page', () => {
    expect(at('/yp?type=consultant&term=%D0%94%D0%9E%D0%A0%D0%96&page=2')).toBe('/yp/search?q=%D0%94%D0%9E%D0%A0%D0%96&type=consultant&page=2');
    expect(at('/en/yellow-page?term=coal')).toBe('/en/yp/search?q=coal&type=company');
  });

  it('leaves the home without a term, and every other page, alone', () => {
    expect(at('/yp')).toBeNull();
    expect(at('/yp?page=2')).toBeNull();
    expect(at('/yp/category/0403?term=x')).toBeNull();
    expect(at('/mm?term=x')).toBeNull();
  });
});
