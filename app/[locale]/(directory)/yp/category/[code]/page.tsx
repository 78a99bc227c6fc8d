import { categoryRoute } from '@/components/directory/routes/category';

/** Page 1 of a category: rendered on first request, then cached until the directory changes. */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = categoryRoute.generateMetadata;
export default categoryRoute.Page;
