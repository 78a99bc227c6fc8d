import { Link } from '@/lib/i18n/navigation';
import type { SessionSpeaker } from '@/lib/conference/programme-data';
import { Img } from '@/components/ui/Img';
import styles from './programme.module.css';

/** Speakers as photo cards linking to their pages. */
export function SpeakerCards({ speakers }: { speakers: SessionSpeaker[] }) {
  return (
    <ul className={styles.people}>
      {speakers.map((s) => (
        <li key={s.id} className={styles.person}>
          <Link href={`/mw/speakers/${s.id}`}>
            {s.photo && <Img src={s.photo} alt="" width={240} height={240} sizes="(min-width: 768px) 200px, 45vw" className={styles.photo} />}
            <span className={styles.personName}>{s.name}</span>
            <span className={styles.position}>{s.position}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
