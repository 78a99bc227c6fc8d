import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { TAGS } from '@/lib/cache';
import { cachedRead } from '@/lib/cache/cached-read';
import type { Locale } from '@/lib/i18n/routing';
import { banners, socialLinks } from './schema';

export type Site = 'mm' | 'mw' | 'yp';
export type Banner = { id: number; image: string; image_en: string; image_phone: string; alt: string; alt_en: string; sequence: number };
export type SocialLink = { id: number; icon: string; link: string };

export function listBanners(db: DbOrTx, p: { site: Site }): Promise<Banner[]> {
  return db
    .select({ id: banners.id, image: banners.image, image_en: banners.image_en, image_phone: banners.image_phone, alt: banners.alt, alt_en: banners.alt_en, sequence: banners.sequence })
    .from(banners)
    .where(eq(banners.site, p.site))
    .orderBy(asc(banners.sequence), asc(banners.id));
}

/**
 * The picture a page shows for a banner, its phone picture ('' for a crop of the picture) and what it says: the
 * English ones on /en where they were given. The phone picture is the Mongolian picture's, so an English picture
 * is cropped on phones rather than paired with it.
 */
export function bannerIn(banner: Banner, locale: Locale): { image: string; imagePhone: string; alt: string } {
  if (locale !== 'en' || !banner.image_en) return { image: banner.image, imagePhone: banner.image_phone, alt: locale === 'en' ? banner.alt_en || banner.alt : banner.alt };
  return { image: banner.image_en, imagePhone: '', alt: banner.alt_en };
}

export function listSocialLinks(db: DbOrTx, p: { site: Site }): Promise<SocialLink[]> {
  return db
    .select({ id: socialLinks.id, icon: socialLinks.icon, link: socialLinks.link })
    .from(socialLinks)
    .where(eq(socialLinks.site, p.site))
    .orderBy(asc(socialLinks.id));
}

export const getBanners = cachedRead(listBanners, 'site-banners', [TAGS.banners]);
export const getSocialLinks = cachedRead(listSocialLinks, 'site-social-links', [TAGS.socialLinks]);
