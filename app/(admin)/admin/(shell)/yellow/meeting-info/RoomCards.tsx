import Image from 'next/image';
import { useTranslations } from 'next-intl';
import ui from '@/components/admin/ui.module.css';
import type { MeetingRoom } from './resource';
import styles from './meeting-info.module.css';

/** Mode A's rooms as cards: picture (or a placeholder saying there is none), name, capacity, and edit unless read-only. */
export function RoomCards({ rooms, onEdit }: { rooms: MeetingRoom[]; onEdit?: (room: MeetingRoom) => void }) {
  const t = useTranslations('adminYellow.meetings.info');
  return (
    <ul className={styles.rooms}>
      {rooms.map((room) => (
        <li key={room.id} className={styles.room}>
          {room.room_pic ? (
            <Image src={room.room_pic} alt={room.room_number} width={320} height={200} sizes="(max-width: 600px) 100vw, 320px" className={styles.roomPic} />
          ) : (
            <div className={styles.placeholder}>
              <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
                <path fill="currentColor" d="M4 5h16v14H4V5zm2 2v8l4-4 3 3 2-2 3 3V7H6zm9 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z" />
              </svg>
              <span>{t('noImage')}</span>
            </div>
          )}
          <div className={styles.roomBody}>
            <strong>{room.room_number}</strong>
            <span>{t('capacity', { capacity: room.capacity })}</span>
            {onEdit && (
              <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => onEdit(room)} aria-label={`${t('editRoom')}: ${room.room_number}`}>
                {t('editRoom')}
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
