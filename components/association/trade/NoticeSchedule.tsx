'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Pager, type PagerLabels } from '@/components/ui/Pager';
import { NOTICE_PAGE_SIZES } from '@/lib/trade/constants';
import type { Notice } from '@/lib/trade/queries';
import { noticeTexts } from '@/lib/trade/in-language';
import { InLanguageText } from '@/components/ui/InLanguageText';
import { useJson } from './use-json';
import { PageSizeSelect } from '@/components/ui/PageSizeSelect';
import { TableStatus } from './TableStatus';
import styles from './trade.module.css';
import table from '@/components/ui/table.module.css';
import { TableHead } from '@/components/ui/TableHead';

type NoticePage = { notice: Notice[]; totalPages: number; total: number };

const noticeUrl = (page: number, limit: number) => `/api/mm/get/notice?page=${page}&limit=${limit}`;
const number = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 3 });

/** The auction schedule: notices paged 12, 24 or 50 at a time; the first page comes with the server's HTML. */
export function NoticeSchedule({ initial, pager }: { initial: NoticePage; pager: PagerLabels }) {
  const t = useTranslations('mm.trade');
  const locale = useLocale();
  const [limit, setLimit] = useState<number>(NOTICE_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const url = noticeUrl(page, limit);
  const { data, loading, failed, retry } = useJson<NoticePage>(url, { url: noticeUrl(1, NOTICE_PAGE_SIZES[0]), data: initial });
  const rows = data?.notice ?? [];

  return (
    <div aria-busy={loading}>
      <div className={styles.toolbar}>
        <PageSizeSelect
          className={styles.control}
          id="notice-page-size"
          label={t('pageSize')}
          sizes={NOTICE_PAGE_SIZES}
          value={limit}
          onChange={(size) => {
            setLimit(size);
            setPage(1);
          }}
        />
        {data && <p className={styles.total}>{t('total', { total: data.total })}</p>}
      </div>
      {failed || (!loading && rows.length === 0) ? (
        <TableStatus failed={failed} retry={retry} />
      ) : (
        <div className={table.wrap} tabIndex={0} role="region" aria-label={t('schedule')}>
          <table className={`${table.table} ${styles.table}`}>
            <TableHead headings={[t('sellDate'), t('seller'), t('orderNum'), t('type'), { label: t('quantity'), className: styles.num }, { label: t('lotSize'), className: styles.num }, { label: t('tonnes'), className: styles.num }, t('currency'), t('other'), t('details')]} />
            <tbody>
              {rows.map((n) => {
                const href = n.own_url || n.url;
                const texts = noticeTexts(n, locale);
                return (
                  <tr key={n.id}>
                    <td>{n.sell_date}</td>
                    <td>
                      <InLanguageText value={texts.seller} />
                    </td>
                    <td>{n.order_num}</td>
                    <td>
                      <InLanguageText value={texts.type} />
                    </td>
                    <td className={styles.num}>{number(n.quantity)}</td>
                    <td className={styles.num}>{number(n.lot_size)}</td>
                    <td className={styles.num}>{number(n.tonnes)}</td>
                    <td>{n.currency}</td>
                    <td>{texts.other && <InLanguageText value={texts.other} />}</td>
                    <td>
                      {href && (
                        <a href={href} target="_blank" rel="noopener noreferrer">
                          {t('open')}
                        </a>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total > 0 && <Pager page={page} totalPages={data.totalPages} labels={pager} onChange={setPage} />}
    </div>
  );
}
