/**
 * Where a member's assessment stands, as the back office lists it: started (answers saved, not submitted),
 * submitted (scored, the signed documents not sent yet) or finished. The first two are the dashboard's
 * "unfinished" assessments, whose members staff may remind.
 */
export const MEMBER_ASSESSMENT_STATUSES = ['started', 'submitted', 'finished'] as const;
export type MemberAssessmentStatus = (typeof MEMBER_ASSESSMENT_STATUSES)[number];

export const isUnfinished = (status: MemberAssessmentStatus) => status !== 'finished';
