import { AuditorScreen } from './AuditorScreen';

/** Independent assessment auditors, shown on /mm/page/20. */
export default function AuditorPage() {
  return <AuditorScreen />;
}
