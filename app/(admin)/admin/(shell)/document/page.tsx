import { DocumentScreen } from './DocumentScreen';

/** PDF guideline documents, downloadable on /mm/page/20. */
export default function DocumentPage() {
  return <DocumentScreen />;
}
