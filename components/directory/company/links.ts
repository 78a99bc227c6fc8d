/** A phone number as a tel: link (digits and a leading + only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A website as typed by a registrant, made into a safe absolute link: http(s) only; a bare domain gets
 * https://; anything else (javascript:, data:) is not linked at all.
 */
export function externalUrl(value: string): string | undefined {
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
