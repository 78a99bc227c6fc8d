import { Img } from '@/components/ui/Img';
import { EmptyState } from '@/components/ui/EmptyState';
import styles from './LogoGrid.module.css';

export type LogoItem = { id: number; logo: string; link?: string | null; name?: string | null };

/** Member and participant logos; each links to the company's site when it has one. */
export function LogoGrid({ logos, empty, newTabLabel }: { logos: LogoItem[]; empty: string; newTabLabel: string }) {
  if (logos.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className={styles.grid}>
      {logos.map((item) => {
        const image = <Img src={item.logo} alt={item.name ?? ''} width={240} height={120} sizes="160px" className={styles.logo} />;
        return (
          <li key={item.id} className={styles.cell}>
            {item.link ? (
              <a href={item.link} target="_blank" rel="noopener noreferrer" title={item.name ?? undefined} aria-label={item.name ? `${item.name} ${newTabLabel}` : newTabLabel}>
                {image}
              </a>
            ) : (
              image
            )}
          </li>
        );
      })}
    </ul>
  );
}
