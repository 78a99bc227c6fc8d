import { Avatar } from '@/components/ui/avatar/Avatar';
import type { AboutPerson } from '@/lib/about/queries';
import styles from './PersonCard.module.css';

/** A person of the about-us lists or an auditor: photo (or initials), name and whatever of position, company, years and e-mail they have. */
export function PersonCard({ person, yearsLabel, headingLevel: Heading = 'h4' }: { person: AboutPerson; yearsLabel?: string; headingLevel?: 'h3' | 'h4' }) {
  return (
    <article className={styles.card}>
      <Avatar name={person.name} src={person.profile} size={300} sizes="160px" className={styles.photo} />
      <Heading className={styles.name}>{person.name}</Heading>
      {person.position && <p className={styles.position}>{person.position}</p>}
      {person.company && <p className={styles.detail}>{person.company}</p>}
      {person.years_of_work && yearsLabel && <p className={styles.detail}>{yearsLabel.replace('{years}', person.years_of_work)}</p>}
      {person.email && (
        <p className={styles.detail}>
          <a href={`mailto:${person.email}`}>{person.email}</a>
        </p>
      )}
    </article>
  );
}
