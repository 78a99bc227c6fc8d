import styles from './icons.module.css';

/**
 * Small inline icons (no icon font, no extra request): CSS masks in the text colour (icons.module.css). All
 * decorative: the text beside them names the thing.
 */
const NAMES = ['phone', 'mail', 'clock', 'pin', 'chat', 'facebook', 'twitter', 'youtube', 'linkedin', 'instagram', 'link'] as const;

export type IconName = (typeof NAMES)[number];

/** 18 px, unless the place's stylesheet sizes it (`.place [aria-hidden='true']`). */
export function Icon({ name }: { name: IconName }) {
  return <span aria-hidden="true" className={styles[name]} />;
}

/** The icon for a social link's stored icon name ('facebook', 'x', 'YouTube' …); unknown names get a link icon. */
export function socialIcon(icon: string): IconName {
  const name = icon.toLowerCase();
  if (name.includes('facebook')) return 'facebook';
  if (name.includes('twitter') || name === 'x') return 'twitter';
  if (name.includes('youtube')) return 'youtube';
  if (name.includes('linkedin')) return 'linkedin';
  if (name.includes('instagram')) return 'instagram';
  return 'link';
}
