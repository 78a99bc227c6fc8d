import { categoryRoute } from '@/components/directory/routes/category';

/**
 * Pages 2 and on of a category (/yp/category/{code}?page=N arrives here through the request guard). Rendered
 * on every request, its data cached: any number may be asked for, and each must not become a cached page.
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = categoryRoute.generateMetadata;
export default categoryRoute.Page;
