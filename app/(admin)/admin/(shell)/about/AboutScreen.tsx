'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { PeopleSection } from './PeopleSection';
import { PersonForm } from './PersonForm';
import { SuccessModal } from '@/components/admin/SuccessModal';
import type { PersonField } from './types';
import { usePeopleScreen } from './usePeopleScreen';

const SECTIONS = [
  { category: 'President', fields: ['name_en', 'years_of_work'] },
  { category: 'Association', fields: ['position', 'company'] },
  { category: 'Office', fields: ['position', 'email'] },
] as const satisfies { category: string; fields: PersonField[] }[];

/** /admin/about: three sections (honorary presidents, council, office staff), each with its own add/edit form. */
export function AboutScreen() {
  const t = useTranslations('admin.content2.about');
  const screen = usePeopleScreen();
  const { editing } = screen;

  return (
    <>
      {editing ? (
        <PersonForm
          key={`${editing.category}-${editing.person?.id ?? 'new'}`}
          category={editing.category}
          person={editing.person}
          heading={t(editing.person ? `sections.${editing.category}.editTitle` : `sections.${editing.category}.addTitle`)}
          onSaved={screen.afterSave}
          onBack={() => screen.setEditing(null)}
        />
      ) : (
        <>
          <PageHeader title={t('heading')} />
          {screen.deleteError && (
            <p role="alert" className={ui.error}>
              {t('saveError', { error: screen.deleteError })}
            </p>
          )}
          {SECTIONS.map(({ category, fields }) => (
            <PeopleSection
              key={category}
              id={`about-${category}`}
              title={t(`sections.${category}.title`)}
              addLabel={t(`sections.${category}.addTitle`)}
              people={screen.inCategory(category)}
              fields={[...fields]}
              loading={screen.people.isLoading}
              error={screen.people.error}
              onRetry={() => screen.people.refetch()}
              onAdd={() => screen.setEditing({ category, person: null })}
              onEdit={(person) => screen.setEditing({ category, person })}
              onDelete={screen.setToDelete}
            />
          ))}
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
