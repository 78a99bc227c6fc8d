import { directoryLayout } from '@/components/directory/routes/layout';

const layout = directoryLayout('/yp');
export const generateMetadata = layout.generateMetadata;
export default layout.Layout;
