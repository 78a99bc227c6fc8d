import { getTranslations } from 'next-intl/server';
import { loadRegistrationWindow } from '@/lib/conference/page-data';
import { registrationState } from '@/lib/conference/registration-window';
import { tryLoad } from '@/lib/conference/try-load';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/conference/ui/LoadError';
import { IslandMessages } from '../shell/IslandMessages';
import { RegistrationForm } from './RegistrationForm';

/** The registration form while the event takes registrations; otherwise a clear word that it is closed (or not yet open). */
export async function RegistrationGate({ eventId }: { eventId: number }) {
  const window = await tryLoad(loadRegistrationWindow(eventId), 'the registration window');
  if (!window.ok) return <LoadError />;
  const state = registrationState(window.data);
  if (state === 'open')
    return (
      <IslandMessages section="register">
        <RegistrationForm />
      </IslandMessages>
    );
  const t = await getTranslations('mw.register');
  return <EmptyState>{t(state === 'closed' ? 'closed' : 'notYet')}</EmptyState>;
}
