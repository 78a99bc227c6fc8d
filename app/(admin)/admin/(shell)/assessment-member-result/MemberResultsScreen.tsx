'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch } from '@/components/admin/api';
import { PageHeader } from '@/components/admin/PageHeader';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { useCan } from '@/components/admin/role';
import { useNotice } from '@/components/admin/TimedMessage';
import { isUnfinished } from '@/lib/assessment/member-status';
import { MemberAnswersDialog, MemberFilesDialog } from './MemberDialogs';
import { memberResultResource, type MemberRow } from './resource';

/**
 * /admin/assessment-member-result: member assessments on the admin grid, their answers (PNG/PDF) and files (ZIP)
 * in dialogs; editors can remind a member whose assessment is unfinished (one mail a day per member).
 */
export function MemberResultsScreen() {
  const t = useTranslations('admin.assessment.members');
  const canRemind = useCan('write');
  const notice = useNotice();
  const [open, setOpen] = useState<{ row: MemberRow; Dialog: typeof MemberAnswersDialog } | null>(null);

  const remind = async (row: MemberRow) => {
    try {
      await adminFetch('/remind/member-assessment', { json: { memberId: row.member_id } });
      notice.success(t('reminded', { name: row.name }));
    } catch (e) {
      notice.error(e);
    }
  };

  return (
    <>
      <PageHeader title={t('title')} />
      {notice.element}
      <ResourceList
        resource={memberResultResource}
        notice={notice}
        label={t('grid')}
        extraActions={[
          { label: t('answers'), onClick: (row) => setOpen({ row, Dialog: MemberAnswersDialog }) },
          { label: t('files'), onClick: (row) => setOpen({ row, Dialog: MemberFilesDialog }) },
          ...(canRemind ? [{ label: t('remind'), onClick: (row: MemberRow) => void remind(row), hiddenFor: (row: MemberRow) => !isUnfinished(row.status) }] : []),
        ]}
      />
      {open && <open.Dialog row={open.row} onClose={() => setOpen(null)} />}
    </>
  );
}
