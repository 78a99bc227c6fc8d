import { categoryRoute } from '@/components/directory/routes/category';

/** Rendered on every request (it reads ?page=); its data is cached until the directory changes. */
export const dynamic = 'force-dynamic';

export const generateMetadata = categoryRoute.generateMetadata;
export default categoryRoute.Page;
