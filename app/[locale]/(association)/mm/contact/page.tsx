import { getTranslations, setRequestLocale } from 'next-intl/server';
import { mmStaticMetadata } from '@/lib/seo/mm-metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Icon } from '@/components/association/shell/icons';
import { MapFacade, OFFICE_LOCATION } from '@/components/association/contact/MapFacade';
import mapStyles from '@/components/association/contact/MapFacade.module.css';
import { Img } from '@/components/ui/Img';
import page from '@/components/association/page.module.css';
import styles from './contact.module.css';
import { localeOf } from '@/lib/i18n/page';

type Params = { params: Promise<{ locale: string }> };

export const generateMetadata = mmStaticMetadata('contact');

/** /mm/contact: address, phone, e-mail, office hours (Monday–Friday 09:00–18:00) and the map. */
export default async function ContactPage({ params }: Params) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const [t, common] = await Promise.all([getTranslations('mm.contact'), getTranslations('common')]);
  const { lat, lon } = OFFICE_LOCATION;
  return (
    <div className={`container ${page.page}`}>
      <Breadcrumbs locale={locale} label={common('breadcrumbs')} items={[{ name: common('home'), href: '/mm' }, { name: t('title'), href: '/mm/contact' }]} />
      <h1 className={page.title}>{t('title')}</h1>
      <p className={page.lead}>{t('intro')}</p>
      <div className={styles.layout}>
        <address className={styles.details}>
          <dl>
            <div>
              <dt>
                <Icon name="pin" /> {t('addressLabel')}
              </dt>
              <dd>{t('address')}</dd>
            </div>
            <div>
              <dt>
                <Icon name="phone" /> {t('phoneLabel')}
              </dt>
              <dd>
                <a href={`tel:${t('phoneHref')}`}>{t('phone')}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="mail" /> {t('emailLabel')}
              </dt>
              <dd>
                <a href={`mailto:${t('email')}`}>{t('email')}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="clock" /> {t('hoursLabel')}
              </dt>
              <dd>{t('hours')}</dd>
            </div>
          </dl>
        </address>
        <section aria-labelledby="map-title">
          <h2 id="map-title" className={page.sectionTitle}>
            {t('mapTitle')}
          </h2>
          <MapFacade
            sketch={<Img src="/images/mm/office-map.png" alt={t('mapAlt')} width={800} height={450} sourceWidth={800} sizes="(max-width: 960px) 100vw, 760px" className={mapStyles.image} />}
            labels={{ show: t('showMap'), note: t('mapNote'), frameTitle: t('mapFrameTitle') }}
          />
          <p>
            <a href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`} target="_blank" rel="noopener noreferrer">
              {t('openMap')} {common('opensInNewTab')}
            </a>
          </p>
        </section>
      </div>
    </div>
  );
}
