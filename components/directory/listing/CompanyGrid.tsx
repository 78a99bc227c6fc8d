import type { CompanyCard as Card } from '@/lib/directory/queries';
import { directoryPaths, type DirectoryBase } from '@/lib/directory/paths';
import { CompanyCard } from './CompanyCard';
import styles from './listing.module.css';

export function CompanyGrid({ companies, base }: { companies: Card[]; base: DirectoryBase }) {
  const paths = directoryPaths(base);
  return (
    <ul className={styles.grid}>
      {companies.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} href={paths.company(company.id)} />
        </li>
      ))}
    </ul>
  );
}
