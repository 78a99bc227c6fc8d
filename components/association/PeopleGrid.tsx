import type { AboutPerson } from '@/lib/about/queries';
import { EmptyState } from '@/components/ui/EmptyState';
import { PersonCard } from './PersonCard';
import styles from './PeopleGrid.module.css';

export function PeopleGrid({ people, empty, yearsLabel, headingLevel }: { people: AboutPerson[]; empty: string; yearsLabel?: string; headingLevel?: 'h3' | 'h4' }) {
  if (people.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className={styles.grid}>
      {people.map((person) => (
        <li key={person.id}>
          <PersonCard person={person} yearsLabel={yearsLabel} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
