/** Statuses of the association's membership/contact requests (/admin/request-list). */
export const OFFICE_REQUEST_STATUSES = ['new', 'in_progress', 'handled', 'declined'] as const;
export type OfficeRequestStatus = (typeof OFFICE_REQUEST_STATUSES)[number];

/** Statuses of directory registrations waiting for approval; 'approved' publishes the company or consultant. */
export const DIRECTORY_REQUEST_STATUSES = ['new', 'in_progress', 'approved', 'declined'] as const;
export type DirectoryRequestStatus = (typeof DIRECTORY_REQUEST_STATUSES)[number];

/** Statuses that still need someone's work: the dashboard's queues count these. */
export const OPEN_STATUSES = ['new', 'in_progress'] as const;

/** A new status with who set it and when, as the request tables store it (lib/requests/status-columns.ts). */
export const statusChange = (status: string, admin: { id: number; email: string }) => ({
  request_status: status,
  request_status_by: admin.id,
  request_status_by_email: admin.email,
  request_status_at: new Date(),
});
