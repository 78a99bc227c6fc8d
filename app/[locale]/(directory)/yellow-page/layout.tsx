import { directoryLayout } from '@/components/directory/routes/layout';

/** The meeting screens under /yellow-page/meeting live in this shell and need their strings on the client. */
const layout = directoryLayout('/yellow-page', ['meetings']);
export const generateMetadata = layout.generateMetadata;
export default layout.Layout;
