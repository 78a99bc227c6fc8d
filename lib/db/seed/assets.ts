import assets from './assets.json';

/**
 * URLs of the generated seed files (public/images/seed, drawn by scripts/make-seed-images.mjs and
 * scripts/demo-images/make.mjs). People have no seed pictures: pages show their initials.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const url = (name: string) => `/images/seed/${name}`;
/** The n-th file (0-based, wrapping round) of a numbered series. */
const series = (prefix: string, count: number, ext: string) => (n: number) => url(`${prefix}-${pad((n % count) + 1)}.${ext}`);

export const SEED_COUNTS = assets.counts;
export const BRANDS = assets.brands;
export const MINERALS = assets.minerals;
export const REPORTS = assets.reports;
export const DOCUMENTS = assets.documents;
export const SUSTAINABLE = assets.sustainable;

export const seedFiles = {
  mmBanner: series('banner-mm', assets.counts.bannerMm, 'jpg'),
  /** The same heroes drawn for the phone frame (scripts/demo-images/make.mjs). */
  mmBannerPhone: series('banner-mm-phone', assets.counts.bannerMm, 'jpg'),
  ypBanner: series('banner-yp', assets.counts.bannerYp, 'jpg'),
  newsImage: series('news', assets.counts.news, 'jpg'),
  weekNewsImage: series('week-news', assets.counts.weekNews, 'jpg'),
  logo: series('logo', assets.brands.length, 'png'),
  mineral: series('mineral', assets.minerals.length, 'jpg'),
  reportImage: series('report', assets.reports.length, 'jpg'),
  reportPdf: series('report', assets.reports.length, 'pdf'),
  documentPdf: series('document', assets.documents.length, 'pdf'),
  poster: series('poster', assets.sustainable.length + 1, 'jpg'),
  sustainablePdf: series('sustainable', assets.sustainable.length, 'pdf'),
  presentationPdf: series('presentation', assets.presentations.length, 'pdf'),
  agenda: (day: number, lang: 'mn' | 'en') => url(`agenda-day${day}-${lang}.jpg`),
  gallery: series('gallery', assets.counts.gallery, 'jpg'),
  room: series('room', assets.counts.rooms, 'jpg'),
  video: series('video', assets.counts.videos, 'mp4'),
};
