/** The href of a footer contact item: a phone number dials, an e-mail opens mail, a link opens the address. */
export function contactHref(type: string, information: string): string | undefined {
  const value = information.trim();
  if (type === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (type === 'email') return `mailto:${value}`;
  if (type === 'link') return /^https?:\/\//i.test(value) ? value : `https://${value}`;
  return undefined;
}
