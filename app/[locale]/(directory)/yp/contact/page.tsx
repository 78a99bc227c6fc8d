import { contactRoute } from '@/components/directory/routes/simple';

const route = contactRoute('/yp');
export const generateMetadata = route.generateMetadata;
export default route.Page;
