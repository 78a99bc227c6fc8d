import { mwMetadata } from '@/lib/seo/mw-metadata';
import { openPage } from '@/lib/i18n/page';
import { PageHero } from '@/components/conference/ui/PageHero';
import styles from '@/components/conference/ui/prose.module.css';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = mwMetadata('/mw/test', 'meta.test', { robots: { index: false } });

/** /mw/test: in the route table, with no content of its own (spec §2.1): a plain page. */
export default async function TestPage({ params }: Props) {
  const { t } = await openPage(params, 'mw.test');
  return (
    <>
      <PageHero title={t('title')} />
      <div className={`container ${styles.prose}`}>
        <p>{t('body')}</p>
      </div>
    </>
  );
}
