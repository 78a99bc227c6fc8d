/** The association office that answers for the directory (contact page and footer). */
export const DIRECTORY_CONTACT = {
  phone: '+976 7011-0510',
  phoneHref: 'tel:+97670110510',
  email: 'directory@mongolianmining.mn',
  /** Chinggis Avenue, Ulaanbaatar: the map's centre. */
  map: { lat: 47.9136, lon: 106.9177 },
} as const;

export function mapEmbedUrl({ lat, lon }: { lat: number; lon: number }) {
  const d = 0.006;
  return `https://www.openstreetmap.org/export/embed.html?bbox=${lon - d},${lat - d / 2},${lon + d},${lat + d / 2}&layer=mapnik&marker=${lat},${lon}`;
}
export function mapLinkUrl({ lat, lon }: { lat: number; lon: number }) {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
