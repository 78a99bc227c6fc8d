'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { isDefaultPicture } from '@/lib/about/default-pictures';
import { PeopleSection } from '../about/PeopleSection';
import { PersonForm } from '../about/PersonForm';
import { SuccessModal } from '@/components/admin/SuccessModal';
import { usePeopleScreen } from '../about/usePeopleScreen';

/** /admin/auditor: the auditors (about-us category Auditor) with a picture choice; delete names the auditor. */
export function AuditorScreen() {
  const t = useTranslations('admin.content2.auditor');
  const screen = usePeopleScreen();
  const auditors = screen.inCategory('Auditor');
  const uploaded = [...new Set((auditors ?? []).map((a) => a.profile).filter((url) => url && !isDefaultPicture(url)))];

  return (
    <>
      {screen.editing ? (
        <PersonForm
          key={screen.editing.person?.id ?? 'new'}
          category="Auditor"
          person={screen.editing.person}
          heading={screen.editing.person ? t('editTitle') : t('addTitle')}
          uploadedPictures={uploaded}
          onSaved={screen.afterSave}
          onBack={() => screen.setEditing(null)}
        />
      ) : (
        <>
          <PageHeader title={t('heading')} />
          {screen.deleteError && (
            <p role="alert" className={ui.error}>
              {screen.deleteError}
            </p>
          )}
          <PeopleSection
            id="auditors"
            title={t('listTitle')}
            addLabel={t('addTitle')}
            people={auditors}
            fields={['position', 'company']}
            loading={screen.people.isLoading}
            error={screen.people.error}
            onRetry={() => screen.people.refetch()}
            onAdd={() => screen.setEditing({ category: 'Auditor', person: null })}
            onEdit={(person) => screen.setEditing({ category: 'Auditor', person })}
            onDelete={screen.setToDelete}
          />
        </>
      )}
      <SuccessModal open={screen.saved} onClose={screen.closeSaved} />
      <ConfirmDialog
        message={screen.toDelete ? t('confirmDelete', { name: screen.toDelete.name }) : null}
        onConfirm={screen.remove}
        onCancel={() => screen.setToDelete(null)}
      />
    </>
  );
}
