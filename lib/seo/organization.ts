import { absoluteUrl } from './site-url';

/** The association as a schema.org Organization (JSON-LD on /mm). */
export function associationOrganization(names: { mn: string; en: string }, contact: { phone: string; email: string; address: string }, sameAs: string[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: names.mn,
    alternateName: names.en,
    url: absoluteUrl('/mm'),
    logo: absoluteUrl('/images/mm/logo.png'),
    foundingDate: '1994',
    email: contact.email,
    telephone: contact.phone,
    address: { '@type': 'PostalAddress', streetAddress: contact.address, addressLocality: 'Ulaanbaatar', addressCountry: 'MN' },
    sameAs,
  };
}
