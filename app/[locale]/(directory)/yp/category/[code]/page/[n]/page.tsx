import { categoryRoute } from '@/components/directory/routes/category';

/**
 * Pages 2 and on of a category (/yp/category/{code}?page=N arrives here through the request guard): made on
 * first request, then cached until the directory changes, like page 1. A number past the last page is a 404,
 * which is never stored (lib/cache/disk-bound.mjs), so only pages that exist become cached pages.
 */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = categoryRoute.generateMetadata;
export default categoryRoute.Page;
