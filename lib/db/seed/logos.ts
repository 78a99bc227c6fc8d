import { memberCompanies, membershipLogos, responsibleLogos } from '@/lib/logos/schema';
import type { Tx } from '@/lib/db/client';
import type { Random } from './random';
import { seedFiles } from './assets';
import { insertRows } from './insert';
import { companyName } from './content/brands';

const LINES: readonly (readonly [string, string])[] = [
  ['Майнинг', 'Mining'], ['Ресурс', 'Resources'], ['Коал', 'Coal'], ['Машинери', 'Machinery'], ['Логистик', 'Logistics'], ['Лаб', 'Laboratory'],
];

/** The board has 11 members; main members follow. Every committee gets several members. */
const BOARD_SIZE = 11;
const MAIN_SIZE = 17;

/** Member companies known to the member self-assessment. member@example.com is the one the demo signs in with. */
export const MEMBER_COMPANIES = [
  { email: 'member@example.com', brand: 0, line: 0 },
  { email: 'member2@example.com', brand: 1, line: 2 },
  { email: 'member3@example.com', brand: 22, line: 0 },
  { email: 'member4@example.com', brand: 3, line: 1 },
  { email: 'member5@example.com', brand: 23, line: 0 },
  { email: 'member6@example.com', brand: 37, line: 1, active: false },
  { email: 'member7@example.com', brand: 41, line: 2 },
  { email: 'member8@example.com', brand: 44, line: 3 },
  { email: 'member9@example.com', brand: 47, line: 4 },
  { email: 'member10@example.com', brand: 52, line: 5 },
] as const;

export async function seedLogos(tx: Tx, rand: Random) {
  const logoRows = Array.from({ length: BOARD_SIZE + MAIN_SIZE }, (_, i) => {
    const [mn, en] = LINES[i % LINES.length];
    const name = companyName(i, mn, en, i % 5 === 0 ? 'JSC' : 'LLC');
    const committee = i % 4;
    return {
      name: name.mn,
      logo: seedFiles.logo(name.logoIndex),
      link: `https://www.${name.domain}`,
      board_member: i < BOARD_SIZE,
      main_member: i >= BOARD_SIZE,
      public_relations_committee: committee === 0 || rand.chance(0.15),
      environment_committee: committee === 1 || rand.chance(0.15),
      legal_committee: committee === 2 || rand.chance(0.15),
      logistics_committee: committee === 3 || rand.chance(0.15),
    };
  });
  await insertRows(tx, membershipLogos, logoRows);

  await insertRows(
    tx,
    responsibleLogos,
    Array.from({ length: 10 }, (_, i) => {
      const name = companyName(i * 3, 'Майнинг', 'Mining');
      return { logo: seedFiles.logo(name.logoIndex), link: `https://www.${name.domain}` };
    }),
  );

  await insertRows(
    tx,
    memberCompanies,
    MEMBER_COMPANIES.map((member, i) => {
      const [mn, en] = LINES[member.line];
      const name = companyName(member.brand, mn, en);
      return { id: i + 1, name: name.mn, email: member.email, logo: seedFiles.logo(name.logoIndex), active: 'active' in member ? member.active : true };
    }),
  );
}
