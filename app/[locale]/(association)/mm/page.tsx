import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { bannerIn, getBanners, getSocialLinks } from '@/lib/site/queries';
import { mmPageMetadata } from '@/lib/seo/mm-metadata';
import { associationOrganization } from '@/lib/seo/organization';
import { JsonLd } from '@/components/ui/JsonLd';
import { BannerSlider } from '@/components/association/home/BannerSlider';
import { Highlights } from '@/components/association/home/Highlights';
import { RecentNews } from '@/components/association/home/RecentNews';
import { ProjectCards } from '@/components/association/ProjectCards';
import page from '@/components/association/page.module.css';
import { messageTemplate } from '@/lib/i18n/raw';
import { localeOf } from '@/lib/i18n/page';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'mm.meta' });
  const metadata = await mmPageMetadata({ locale, path: '/mm', title: t('siteTitle'), description: t('description'), image: '/images/mm/logo.png' });
  return { ...metadata, title: { absolute: t('siteTitle') } };
}

/** /mm: banner slider, highlights, recent news and the project cards. */
export default async function AssociationHome({ params }: Params) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const [t, common, enCommon, contact, banners, social] = await Promise.all([
    getTranslations('mm.home'),
    getTranslations({ locale: 'mn', namespace: 'common' }),
    getTranslations({ locale: 'en', namespace: 'common' }),
    getTranslations('mm.contact'),
    getBanners({ site: 'mm' }),
    getSocialLinks({ site: 'mm' }),
  ]);
  const organization = associationOrganization(
    { mn: common('site.mm'), en: enCommon('site.mm') },
    { phone: contact('phone'), email: contact('email'), address: contact('address') },
    social.map((s) => s.link),
  );
  return (
    <>
      <h1 className="visually-hidden">{t('heading')}</h1>
      <BannerSlider
        slides={banners.map((banner) => ({ id: banner.id, ...bannerIn(banner, locale) }))}
        labels={{ region: t('banners'), previous: t('previous'), next: t('next'), pause: t('pause'), play: t('play'), slide: messageTemplate(t, 'slide', 'n', 'total') }}
      />
      <div className="container">
        <Highlights />
        <RecentNews />
        <section aria-labelledby="projects-title" className={page.section}>
          <h2 id="projects-title" className={page.sectionTitle}>
            {t('projects')}
          </h2>
          <ProjectCards />
        </section>
      </div>
      <JsonLd data={organization} />
    </>
  );
}
