import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { assessmentResults } from '@/lib/assessment/schema';
import { median } from '@/lib/assessment/history';
import { call } from '../support/api';
import { createMember, memberCookie } from './support';

type Row = { member_id: number; answer_id: number; main: number; sections: [number, number, number, number, number]; finished: boolean; year: number };

async function result({ member_id, answer_id, main, sections, finished, year }: Row) {
  const [first, second, third, fourth, fifth] = sections;
  await (await getDb()).insert(assessmentResults).values({
    member_id,
    answer_id,
    main_percentage: main,
    first_section_per: first,
    second_section_per: second,
    third_section_per: third,
    fourth_section_per: fourth,
    fifth_section_per: fifth,
    total_true: main,
    total_false: 100 - main,
    finished,
    created_at: new Date(`${year}-05-10T04:00:00Z`),
  });
}

const history = (memberId: number) => call('GET', '/api/mm/get/member-history', { cookie: memberCookie(memberId) });

let members: { id: number }[];

beforeAll(async () => {
  members = [];
  for (let i = 0; i < 6; i += 1) members.push(await createMember(`Гишүүн ${i} ХХК`, `history-${i}@example.com`));
});

describe('a member’s history and the members’ benchmark', () => {
  it('the median of an odd and an even count', () => {
    expect(median([40, 10, 30])).toBe(30);
    expect(median([10, 20, 30, 45])).toBe(25);
  });

  it('lists every assessment of the signed-in member only, oldest first, and no benchmark below five finished members', async () => {
    const [a, b] = members;
    await result({ member_id: a!.id, answer_id: 1, main: 40, sections: [30, 40, 50, 20, 60], finished: true, year: 2024 });
    await result({ member_id: a!.id, answer_id: 2, main: 55, sections: [50, 60, 50, 40, 75], finished: true, year: 2025 });
    await result({ member_id: a!.id, answer_id: 3, main: 70, sections: [70, 80, 60, 60, 80], finished: false, year: 2026 });
    await result({ member_id: b!.id, answer_id: 1, main: 90, sections: [90, 90, 90, 90, 90], finished: true, year: 2026 });

    const res = await history(a!.id);
    expect(res.status).toBe(200);
    expect(res.json.history.map((h: { main_percentage: number; finished: boolean }) => [h.main_percentage, h.finished])).toEqual([
      [40, true],
      [55, true],
      [70, false],
    ]);
    expect(res.json.history[1]).toMatchObject({ answer_id: 2, first_section_per: 50, fifth_section_per: 75 });
    expect(res.json.benchmark).toBeNull();
    expect((await history(b!.id)).json.history).toHaveLength(1);
  });

  it('gives the medians of each member’s latest finished assessment once five members have finished, and nothing that names them', async () => {
    const rest = members.slice(2);
    const mains = [20, 60, 80, 100];
    for (const [i, m] of rest.entries()) {
      await result({ member_id: m.id, answer_id: 1, main: mains[i]!, sections: [mains[i]!, 50, 50, 50, 10 * i], finished: true, year: 2026 });
    }
    const { json } = await history(members[0]!.id);
    // Latest finished: member a 55 (its 70 is unfinished), b 90, then 20, 60, 80, 100 → median of six = (60 + 80) / 2.
    expect(json.benchmark).toEqual({
      members: 6,
      main_percentage: 70,
      first_section_per: 70,
      second_section_per: 50,
      third_section_per: 50,
      fourth_section_per: 50,
      fifth_section_per: 25,
    });
    expect(JSON.stringify(json.benchmark)).not.toMatch(/member_id|name|email/);
  });

  it('needs a member session', async () => {
    expect((await call('GET', '/api/mm/get/member-history')).status).toBe(401);
  });
});
