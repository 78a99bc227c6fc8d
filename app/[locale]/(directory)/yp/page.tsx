import { directoryHomeRoute } from '@/components/directory/routes/home';

const route = directoryHomeRoute('/yp');
export const generateMetadata = route.generateMetadata;
export default route.Page;
