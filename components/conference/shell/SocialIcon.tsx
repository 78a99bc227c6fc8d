import type { SocialIcon as IconName } from '@/lib/conference/constants';
import styles from './footer.module.css';

/** Each brand's name, colour and a short mark; drawn as a small badge so no icon font or image is loaded. */
export const SOCIAL_BRANDS: Record<IconName, { name: string; color: string; mark: string }> = {
  facebook: { name: 'Facebook', color: '#1877f2', mark: 'f' },
  instagram: { name: 'Instagram', color: '#c13584', mark: 'IG' },
  x: { name: 'X', color: '#000000', mark: 'X' },
  youtube: { name: 'YouTube', color: '#d10000', mark: '▶' },
  linkedin: { name: 'LinkedIn', color: '#0a66c2', mark: 'in' },
  tiktok: { name: 'TikTok', color: '#111111', mark: '♪' },
  telegram: { name: 'Telegram', color: '#1a82c4', mark: '➤' },
  whatsapp: { name: 'WhatsApp', color: '#128c4a', mark: 'W' },
  viber: { name: 'Viber', color: '#665cac', mark: 'V' },
  wechat: { name: 'WeChat', color: '#078a35', mark: 'WC' },
  line: { name: 'LINE', color: '#00883a', mark: 'L' },
  pinterest: { name: 'Pinterest', color: '#bd081c', mark: 'P' },
  snapchat: { name: 'Snapchat', color: '#8a7a00', mark: 'S' },
  reddit: { name: 'Reddit', color: '#d93a00', mark: 'r' },
  threads: { name: 'Threads', color: '#000000', mark: '@' },
  discord: { name: 'Discord', color: '#4e5bd6', mark: 'D' },
  vimeo: { name: 'Vimeo', color: '#0f7fa6', mark: 'v' },
  flickr: { name: 'Flickr', color: '#d1006a', mark: '••' },
  github: { name: 'GitHub', color: '#181717', mark: 'GH' },
  skype: { name: 'Skype', color: '#0078d4', mark: 'S' },
};

const known = (icon: string): icon is IconName => icon in SOCIAL_BRANDS;

/** A social link as a brand badge; the brand name is its accessible name. */
export function SocialIcon({ icon, link }: { icon: string; link: string }) {
  const brand = known(icon) ? SOCIAL_BRANDS[icon] : { name: icon, color: '#444', mark: icon.slice(0, 1).toUpperCase() };
  return (
    <a href={link} className={styles.social} style={{ background: brand.color }} target="_blank" rel="noopener noreferrer" title={brand.name}>
      {/* The mark is drawn, not text, so the link's name (the brand) does not contradict a visible label. */}
      {/* Size and lettering come from the stylesheet, written once, not in every badge's markup and payload. */}
      <svg aria-hidden="true" viewBox="0 0 40 40">
        <text x="20" y="25">
          {brand.mark}
        </text>
      </svg>
      <span className="visually-hidden">{brand.name}</span>
    </a>
  );
}
