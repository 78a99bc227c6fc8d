'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/admin/PageHeader';
import type { Resource } from '@/components/admin/resource/define';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import ui from '@/components/admin/ui.module.css';
import { councilResource, officeResource, presidentResource, type Person } from './resource';

const SECTIONS: [Exclude<Person['about_category'], 'Auditor'>, Resource<Person>][] = [
  ['President', presidentResource],
  ['Association', councilResource],
  ['Office', officeResource],
];

/** /admin/about: three lists (honorary presidents, council, office staff), each with its own add/edit form. */
export function AboutScreen() {
  const t = useTranslations('admin.content2.about');
  const canWrite = useCan('write');
  const notice = useNotice({ modal: true });
  const [editing, setEditing] = useState<{ resource: Resource<Person>; row: Person | null } | null>(null);

  return (
    <>
      {!editing && <PageHeader title={t('heading')} />}
      {notice.element}
      {editing ? (
        <ResourceForm
          key={`${editing.resource.key}-${editing.row?.id ?? 'new'}`}
          resource={editing.resource}
          row={editing.row}
          notice={notice}
          onBack={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      ) : (
        SECTIONS.map(([category, resource]) => (
          <section key={category} aria-labelledby={`about-${category}`} style={{ marginTop: '1.25rem' }}>
            <div className={ui.pageHeader}>
              <h2 id={`about-${category}`} className={ui.title}>
                {t(`sections.${category}.title`)}
              </h2>
              {canWrite && (
                <button type="button" className={ui.primary} onClick={() => setEditing({ resource, row: null })}>
                  {t(`sections.${category}.addTitle`)}
                </button>
              )}
            </div>
            <ResourceList
              resource={resource}
              label={t(`sections.${category}.title`)}
              where={{ about_category: category }}
              notice={notice}
              onEdit={canWrite ? (row) => setEditing({ resource, row }) : undefined}
            />
          </section>
        ))
      )}
    </>
  );
}
