import type { AboutCategory } from '@/lib/about/form-messages';

/** A row of GET /api/admin/get/about-us. */
export type Person = {
  id: number;
  about_category: AboutCategory;
  name: string;
  name_en: string;
  position: string;
  position_en: string;
  company: string;
  company_en: string;
  email: string;
  profile: string;
  years_of_work: string;
};

export type PersonField = 'name' | 'name_en' | 'years_of_work' | 'position' | 'position_en' | 'company' | 'company_en' | 'email';
