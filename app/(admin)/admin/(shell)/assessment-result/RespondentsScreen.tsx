'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { RespondentDetails } from './RespondentDetails';
import { respondentResource, type Respondent } from './resource';

/** /admin/assessment-result: respondents of the open self-assessment on the admin grid, their answers in a dialog. */
export function RespondentsScreen() {
  const t = useTranslations('admin.assessment.respondents');
  const [open, setOpen] = useState<Respondent | null>(null);
  return (
    <>
      <ResourceScreen resource={respondentResource} extraActions={[{ label: t('details'), onClick: setOpen }]} />
      {open && <RespondentDetails respondent={open} onClose={() => setOpen(null)} />}
    </>
  );
}
