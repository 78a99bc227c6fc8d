import { Img } from '@/components/ui/Img';
import type { ReportCard as Report } from '@/lib/reports/queries';
import type { Locale } from '@/lib/i18n/routing';
import { ubDay } from '@/lib/site/ulaanbaatar-time';
import { PdfDownloadLink } from '@/components/association/PdfDownloadLink';
import styles from './ReportCard.module.css';

type Labels = { download: string; downloadLabel: string; published: string };

/** A report: cover, title, date and its PDF download. */
export function ReportCard({ report, lang, labels, priority }: { report: Report; lang: Locale; labels: Labels; priority?: boolean }) {
  return (
    <article className={styles.card}>
      <Img src={report.image} alt="" width={400} height={560} sizes="(max-width: 640px) 50vw, 220px" className={styles.cover} priority={priority} />
      <div className={styles.body}>
        <h2 className={styles.title}>{report.title}</h2>
        <p className={styles.date}>
          <time dateTime={report.created_at}>{labels.published.replace('{date}', ubDay(report.created_at))}</time>
        </p>
        <PdfDownloadLink kind="report" id={report.id} title={report.title} lang={lang} ariaLabel={labels.downloadLabel.replace('{title}', report.title)}>
          {labels.download}
        </PdfDownloadLink>
      </div>
    </article>
  );
}
