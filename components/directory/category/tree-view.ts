import type { MainCategory } from '@/lib/directory/categories';

/** A category as the tree beside a listing gets it: its code and name. */
export type TreeLeaf = [code: string, name: string];
/** A main category with its sub-categories. */
export type TreeBranch = [code: string, name: string, subCategories: TreeLeaf[]];

/**
 * The category tree as pairs rather than objects: the page's RSC payload carries each category's code and name
 * without their keys (two thirds of the tree's bytes were `category_code` and `name`, 24 times over).
 */
export function treeView(categories: MainCategory[]): TreeBranch[] {
  return categories.map((main) => [main.category_code, main.name, main.subCategories.map((sub): TreeLeaf => [sub.category_code, sub.name])]);
}
