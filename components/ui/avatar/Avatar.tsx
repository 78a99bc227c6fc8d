import type { CSSProperties } from 'react';
import { Img } from '@/components/ui/Img';
import { avatarColour, initialsOf } from './initials';
import styles from './Avatar.module.css';

type Props = {
  name: string;
  /** The uploaded photo; '' or none shows the initials. */
  src?: string | null;
  /** The photo's intrinsic size (square) and the `sizes` hint for its srcset. */
  size: number;
  sizes: string;
  /** Sets the shown width and height (and shape); the initials scale with it. */
  className?: string;
};

/**
 * A person's photo, or their initials on a colour derived from the name when there is none: neutral, and unlike
 * one generic silhouette it tells people apart. Decorative (alt ''): the name is printed next to it.
 */
export function Avatar({ name, src, size, sizes, className }: Props) {
  if (src) return <Img src={src} alt="" width={size} height={size} sizes={sizes} className={className} />;
  const style = { '--avatar-colour': avatarColour(name) } as CSSProperties;
  return (
    <span className={`${styles.initials} ${className ?? ''}`} style={style} aria-hidden="true">
      <span className={styles.letters}>{initialsOf(name)}</span>
    </span>
  );
}
