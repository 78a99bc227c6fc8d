import type { MEMBERSHIP_FLAGS } from '@/lib/logos/form-messages';

export type MembershipFlag = (typeof MEMBERSHIP_FLAGS)[number];
/** A row of GET /api/admin/get/membership. */
export type MembershipLogo = { id: number; name: string; logo: string; link: string } & Record<MembershipFlag, boolean>;
