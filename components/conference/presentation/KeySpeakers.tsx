import { Avatar } from '@/components/ui/avatar/Avatar';
import { getTranslations } from 'next-intl/server';
import type { loadSpeakers } from '@/lib/conference/page-data';
import ui from '../ui/page.module.css';
import styles from './presentation.module.css';
import { EmptyState } from '@/components/ui/EmptyState';

/** The key speakers: name, position and photo (or initials), in queue order. */
export async function KeySpeakers({ speakers }: { speakers: Awaited<ReturnType<typeof loadSpeakers>> }) {
  const t = await getTranslations('mw.presentation');
  if (speakers.length === 0) return <EmptyState>{t('noSpeakers')}</EmptyState>;
  return (
    <ul className={styles.speakers}>
      {speakers.map((s) => (
        <li key={s.id} className={styles.speaker}>
          <Avatar name={s.name} src={s.photo} size={240} sizes="(min-width: 768px) 200px, 40vw" className={styles.photo} />
          <p className={styles.speakerName}>{s.name}</p>
          <p className={styles.position}>{s.position}</p>
        </li>
      ))}
    </ul>
  );
}
