import { BRANDS } from '../assets';

const LEGAL_MN = { LLC: 'ХХК', JSC: 'ХК' };

/** A company name built from a demo brand (see assets.json) and a line of business, with its web address. */
export type CompanyName = { mn: string; en: string; logoIndex: number; domain: string };

export function companyName(brandIndex: number, suffixMn: string, suffixEn: string, legal: 'LLC' | 'JSC' | null = 'LLC'): CompanyName {
  const brand = BRANDS[brandIndex % BRANDS.length];
  const slug = `${brand.en}-${suffixEn}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return {
    mn: [brand.mn, suffixMn, legal && LEGAL_MN[legal]].filter(Boolean).join(' '),
    en: [brand.en, suffixEn, legal].filter(Boolean).join(' '),
    logoIndex: brandIndex % BRANDS.length,
    domain: `${slug}.mn`,
  };
}
