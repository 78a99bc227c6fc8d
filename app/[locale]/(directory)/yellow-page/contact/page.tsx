import { contactRoute } from '@/components/directory/routes/simple';

const route = contactRoute('/yellow-page');
export const generateMetadata = route.generateMetadata;
export default route.Page;
