'use client';

import { useTranslations } from 'next-intl';
import { DataTable, type Column } from '@/components/admin/DataTable';
import ui from '@/components/admin/ui.module.css';
import type { Person, PersonField } from './types';
import styles from './about.module.css';

type Props = {
  id: string;
  title: string;
  people: Person[] | undefined;
  /** The columns after actions, picture and name. */
  fields: PersonField[];
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (person: Person) => void;
  onDelete: (person: Person) => void;
  addLabel: string;
};

/** One list of people (a section of /admin/about, or the auditors): add button and a table with edit and delete. */
export function PeopleSection({ id, title, people, fields, loading, error, onRetry, onAdd, onEdit, onDelete, addLabel }: Props) {
  const t = useTranslations('admin.content2.about');
  const tUi = useTranslations('admin.ui');
  const columns: Column<Person>[] = [
    {
      key: 'actions',
      header: tUi('actions'),
      cell: (p) => (
        <span className={ui.actions}>
          <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => onEdit(p)} aria-label={`${tUi('edit')}: ${p.name}`}>
            {tUi('edit')}
          </button>
          <button type="button" className={`${ui.danger} ${ui.small}`} onClick={() => onDelete(p)} aria-label={`${tUi('delete')}: ${p.name}`}>
            {tUi('delete')}
          </button>
        </span>
      ),
    },
    // eslint-disable-next-line @next/next/no-img-element -- small thumbnails of stored pictures
    { key: 'image', header: t('fields.image'), cell: (p) => <img src={p.profile} alt="" width={56} height={56} className={styles.avatar} /> },
    { key: 'name', header: t('fields.name'), cell: (p) => p.name },
    ...fields.map((field) => ({ key: field, header: t(`fields.${field}`), cell: (p: Person) => p[field] })),
  ];
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={ui.pageHeader}>
        <h2 id={`${id}-title`} className={ui.title}>
          {title}
        </h2>
        <button type="button" className={ui.primary} onClick={onAdd}>
          {addLabel}
        </button>
      </div>
      <DataTable columns={columns} rows={people} rowKey={(p) => p.id} empty={t('empty')} loading={loading} error={error} onRetry={onRetry} />
    </section>
  );
}
