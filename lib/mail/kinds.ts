/** What a message is, as the mail log names it. */
export const MAIL_KINDS = [
  'code',
  'meeting-invitation',
  'meeting-acceptance',
  'meeting-cancellation',
  'meeting-expiry',
  'meeting-reminder',
  'registration',
  'membership-request',
  'membership-request-notice',
  'directory-registration',
  'directory-decision',
  'assessment-result',
  'assessment-reminder',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_STATUSES = ['scheduled', 'queued', 'retrying', 'sent', 'failed'] as const;
