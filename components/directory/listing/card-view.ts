import type { CompanyCard } from '@/lib/directory/queries';

/**
 * What a company card shows and nothing more. The cards render on the client from this (CompanyCards), so the
 * page's RSC payload carries these fields once instead of every card's element tree (tags, classes, labels and
 * image URLs, 36 times over): on a category page that tree was two thirds of the payload.
 */
export type CardView = {
  id: number;
  name: string;
  /** The registered name, when it differs from the shown one. */
  altName?: string;
  logo?: string;
  categories: string[];
  phone?: string;
  email?: string;
  address?: string;
};

export function cardView(company: CompanyCard): CardView {
  const view: CardView = { id: company.id, name: company.name, categories: company.all_categories.map((c) => c.name) };
  if (company.company_name && company.company_name !== company.name) view.altName = company.company_name;
  if (company.logo) view.logo = company.logo;
  if (company.phones[0]) view.phone = company.phones[0];
  if (company.emails[0]) view.email = company.emails[0];
  if (company.address) view.address = company.address;
  return view;
}
