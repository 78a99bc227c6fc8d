import { setRequestLocale } from 'next-intl/server';
import { loadOrganisers } from '@/lib/conference/page-data';
import { tryLoad } from '@/lib/conference/try-load';
import { VideoBanner } from '@/components/conference/home/VideoBanner';
import { Stats } from '@/components/conference/home/Stats';
import { Invitation } from '@/components/conference/home/Invitation';
import { Organisers } from '@/components/conference/home/Organisers';
import { LoadError } from '@/components/conference/ui/LoadError';

/** /mw: the event home. The title is the layout's default, "Mining Week". */
export default async function ConferenceHome({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const organisers = await tryLoad(loadOrganisers(), 'the organiser logos');
  return (
    <>
      <VideoBanner />
      <Stats />
      <Invitation />
      {organisers.ok ? (
        <Organisers logos={organisers.data} />
      ) : (
        <div className="container">
          <LoadError />
        </div>
      )}
    </>
  );
}
