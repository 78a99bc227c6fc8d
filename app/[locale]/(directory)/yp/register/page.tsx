import { registerRoute } from '@/components/directory/routes/simple';

const route = registerRoute('/yp');
export const generateMetadata = route.generateMetadata;
export default route.Page;
