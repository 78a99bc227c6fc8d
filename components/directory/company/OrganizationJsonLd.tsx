import type { CompanyDetail } from '@/lib/directory/queries';
import { JsonLd } from '@/components/ui/JsonLd';
import { absoluteUrl } from '@/lib/seo/site-url';
import { externalUrl } from './links';

/**
 * schema.org Organization data of a company page, for search engines. `url` is the company's own website,
 * or its directory page when it has none; the page is always the entity's mainEntityOfPage.
 */
export function OrganizationJsonLd({ company, pageUrl }: { company: CompanyDetail; pageUrl: string }) {
  const website = company.websites.map(externalUrl).find(Boolean);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    ...(company.company_name !== company.name && { alternateName: company.company_name }),
    ...(company.logo && { logo: absoluteUrl(company.logo) }),
    url: website ?? pageUrl,
    mainEntityOfPage: pageUrl,
    ...(company.emails[0] && { email: company.emails[0] }),
    ...(company.phones[0] && { telephone: company.phones[0] }),
    ...(company.faxes[0] && { faxNumber: company.faxes[0] }),
    ...(company.address && { address: { '@type': 'PostalAddress', streetAddress: company.address, addressCountry: 'MN' } }),
    ...(company.about_company && { description: company.about_company.slice(0, 500) }),
    identifier: company.registration_number,
  };
  return <JsonLd data={data} />;
}
