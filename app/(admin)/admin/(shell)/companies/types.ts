/** A row of GET /api/admin/get/member-companies. */
export type MemberCompany = { id: number; name: string; email: string; logo: string; active: boolean };
