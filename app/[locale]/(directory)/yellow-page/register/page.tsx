import { registerRoute } from '@/components/directory/routes/simple';

const route = registerRoute('/yellow-page');
export const generateMetadata = route.generateMetadata;
export default route.Page;
