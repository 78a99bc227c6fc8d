import { categoryRoute } from '@/components/directory/routes/category';

/** Rendered on request (it reads ?page=); its data is cached until the directory changes. */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = categoryRoute.generateMetadata;
export default categoryRoute.Page;
