import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getNotices } from '@/lib/trade/queries';
import { NOTICE_PAGE_SIZES } from '@/lib/trade/constants';
import { mmStaticMetadata } from '@/lib/seo/mm-metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Tabs } from '@/components/ui/Tabs';
import { NoticeSchedule } from '@/components/association/trade/NoticeSchedule';
import { pagerLabels } from '@/components/association/pager-labels';
import { LazyTradeReport } from '@/components/association/trade/LazyTradeReport';
import { clientMessages } from '@/lib/i18n/client-messages';
import page from '@/components/association/page.module.css';
import { localeOf } from '@/lib/i18n/page';

type Params = { params: Promise<{ locale: string }> };

export const generateMetadata = mmStaticMetadata('trade');

/** /mm/trade: the schedule tab (default, first page in the HTML) and the report tab (its grid loads when opened). */
export default async function TradePage({ params }: Params) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const [t, common, notices, pager] = await Promise.all([
    getTranslations('mm.trade'),
    getTranslations('common'),
    getNotices({ page: 1, limit: NOTICE_PAGE_SIZES[0] }),
    pagerLabels(),
  ]);
  return (
    <div className={`container ${page.page}`}>
      <Breadcrumbs locale={locale} label={common('breadcrumbs')} items={[{ name: common('home'), href: '/mm' }, { name: t('title'), href: '/mm/trade' }]} />
      <h1 className={page.title}>{t('title')}</h1>
      <NextIntlClientProvider messages={await clientMessages('common', 'mm.trade')}>
        <Tabs
          label={t('tabs')}
          tabs={[
            { id: 'schedule', label: t('schedule') },
            { id: 'report', label: t('report') },
          ]}
          lazy={['report']}
        >
          <NoticeSchedule initial={notices} pager={pager} />
          <LazyTradeReport />
        </Tabs>
      </NextIntlClientProvider>
    </div>
  );
}
