import { AboutScreen } from './AboutScreen';

/** About Us people on /mm/about: honorary presidents, the association council and the office staff. */
export default function AboutPage() {
  return <AboutScreen />;
}
