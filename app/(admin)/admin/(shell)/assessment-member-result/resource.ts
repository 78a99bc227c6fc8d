import { badgeColumn, dateColumn, emailColumn, optionsOf, textColumn } from '@/components/admin/resource/column-kinds';
import { defineListResource, twoChoices } from '@/components/admin/resource/define';
import { MEMBER_ASSESSMENT_STATUSES, type MemberAssessmentStatus } from '@/lib/assessment/member-status';

export type MemberRow = {
  id: number;
  name: string;
  email: string;
  created_at: string;
  publication: boolean;
  finished: boolean;
  status: MemberAssessmentStatus;
  main_percentage: number;
  answer_id: number;
  member_id: number;
};

/**
 * Member assessments (spec §2 "Member assessment results", issue 26 item 1): finished and submitted results and
 * drafts started but not submitted, 10/20/30 a page; answers, files and reminders are row actions on the screen.
 */
export const memberResultResource = defineListResource<MemberRow>({
  messages: 'admin.assessment.members',
  nameField: 'name',
  api: { list: '/get/member-assessment-result', rows: 'respondents' },
  columns: [
    textColumn('name'),
    emailColumn('email'),
    dateColumn('created_at', 'date'),
    badgeColumn('publication', 'publication', twoChoices('consented', 'notConsented'), { width: 170 }),
    // A draft has no score yet.
    { field: 'main_percentage', label: 'percentage', cell: 'number', value: (r) => (r.status === 'started' ? '' : `${r.main_percentage}%`), sortable: true, width: 120 },
    badgeColumn('status', 'status', optionsOf(MEMBER_ASSESSMENT_STATUSES, 'statuses', { started: 'danger', finished: 'success' }), { width: 210 }),
  ],
  paging: { sizes: [10, 20, 30], initial: 10 },
});
