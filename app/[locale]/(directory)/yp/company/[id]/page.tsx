import { companyRoute } from '@/components/directory/routes/company';

/** Rendered on first request, then cached until the directory changes. */
export function generateStaticParams() {
  return [];
}

const route = companyRoute('/yp');
export const generateMetadata = route.generateMetadata;
export default route.Page;
