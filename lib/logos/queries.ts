import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { TAGS } from '@/lib/cache';
import { cachedRead } from '@/lib/cache/cached-read';
import { memberCompanies, membershipLogos, responsibleLogos } from './schema';

export type MembershipLogo = typeof membershipLogos.$inferSelect;
export type Committee = 'public_relations_committee' | 'environment_committee' | 'legal_committee' | 'logistics_committee';
export const COMMITTEES: Committee[] = ['public_relations_committee', 'environment_committee', 'legal_committee', 'logistics_committee'];

/** Every membership logo with its board, member and committee flags. */
export function listMembershipLogos(db: DbOrTx): Promise<MembershipLogo[]> {
  return db.select().from(membershipLogos).orderBy(asc(membershipLogos.id));
}

/** Logos of the registered (active) member companies. */
export function listMemberCompanyLogos(db: DbOrTx) {
  return db
    .select({ id: memberCompanies.id, name: memberCompanies.name, logo: memberCompanies.logo })
    .from(memberCompanies)
    .where(and(eq(memberCompanies.active, true), ne(memberCompanies.logo, '')))
    .orderBy(asc(memberCompanies.name));
}

/** Participants of the responsible-mining programme (/mm/page/20). */
export function listResponsibleLogos(db: DbOrTx) {
  return db.select().from(responsibleLogos).orderBy(asc(responsibleLogos.id));
}

export const getMembershipLogos = cachedRead(listMembershipLogos, 'mm-membership-logos', [TAGS.logos]);
export const getMemberCompanyLogos = cachedRead(listMemberCompanyLogos, 'mm-member-company-logos', [TAGS.logos]);
export const getResponsibleLogos = cachedRead(listResponsibleLogos, 'mm-responsible-logos', [TAGS.logos]);
