import { directoryHomeRoute } from '@/components/directory/routes/home';

const route = directoryHomeRoute('/yellow-page');
export const generateMetadata = route.generateMetadata;
export default route.Page;
