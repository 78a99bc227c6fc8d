import type { CompanyCard } from '@/lib/directory/queries';
import type { DirectoryBase } from '@/lib/directory/paths';
import { cardView } from './card-view';
import { CompanyCards } from './CompanyCard';

/** A page of companies as cards: only the fields a card shows go to the client. */
export function CompanyGrid({ companies, base }: { companies: CompanyCard[]; base: DirectoryBase }) {
  return <CompanyCards cards={companies.map(cardView)} base={base} />;
}
