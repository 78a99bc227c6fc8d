import { describe, expect, it } from 'vitest';
import { pagedCategoryPath } from './paged-category';

describe('pagedCategoryPath', () => {
  it('sends later pages of a category to its paged route, in the visitor’s language', () => {
    expect(pagedCategoryPath('/yp/category/0101', '2')).toBe('/mn/yp/category/0101/page/2');
    expect(pagedCategoryPath('/en/yp/category/01', '7')).toBe('/en/yp/category/01/page/7');
  });

  it('leaves page 1, malformed pages and other paths to the category page itself', () => {
    expect(pagedCategoryPath('/yp/category/0101', null)).toBeNull();
    expect(pagedCategoryPath('/yp/category/0101', '1')).toBeNull();
    expect(pagedCategoryPath('/yp/category/0101', 'abc')).toBeNull();
    expect(pagedCategoryPath('/yp/category/0101', '-3')).toBeNull();
    expect(pagedCategoryPath('/yp/company/17', '2')).toBeNull();
    expect(pagedCategoryPath('/yp/category/0101/extra', '2')).toBeNull();
  });
});
