/**
 * Search at scale: loads 100,000 companies (two names each, Mongolian and English) and 50,000 news items into a
 * fresh database, then times the public company search, the news search and the site search (page + count) and
 * shows PostgreSQL's plan for the company search.
 *
 *   npx tsx --conditions=react-server scripts/bench/directory-search.ts            # in-memory PGlite
 *   DATABASE_URL=postgres://… npx tsx --conditions=react-server scripts/bench/directory-search.ts
 *                                                   # a temporary database on that server, dropped afterwards
 *   BENCH_COMPANIES=20000 …                         # another size
 *   BENCH_KEEP=1 DATABASE_URL=…                     # keep the loaded database (its name is printed) for EXPLAIN by hand
 *   BENCH_REUSE=bench_directory_… DATABASE_URL=…    # time the searches on a kept database (no load, kept afterwards)
 *
 * The searches are the ones the API runs (lib/directory/queries.ts searchCompanies, lib/news/queries.ts searchNews,
 * lib/search/site.ts searchSite): LIKE and pg_trgm word similarity on the generated search keys, served by their
 * GIN trigram indexes (*_trgm).
 */
import crypto from 'node:crypto';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import { sql } from 'drizzle-orm';
import * as schema from '@/lib/db/schema';
import { connectPostgres, openPglite, type Db } from '@/lib/db/client';
import { searchCompanies } from '@/lib/directory/queries';
import { searchNews } from '@/lib/news/queries';
import { searchSite } from '@/lib/search/site';
import { FUZZY_THRESHOLD } from '@/lib/search/keys';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const NEWS = Number(process.env.BENCH_NEWS ?? 50_000);
const RUNS = 10;
const TERMS: { lang: 'mn' | 'en'; term: string }[] = [
  { lang: 'mn', term: 'ТОЛГОЙ' },
  { lang: 'mn', term: 'таван толгой' },
  { lang: 'mn', term: 'undurkhaan' },
  { lang: 'mn', term: 'омноговь' },
  { lang: 'en', term: 'COPPER' },
  { lang: 'en', term: 'steppe drill' },
];

/** Name parts: three words drawn from these make about 70,000 distinct names, as varied as real registrations. */
const MN_WORDS = [
  ['ЭРДЭНЭ', 'ТАВАН', 'ОЮУ', 'АЛТАН', 'МӨНГӨН', 'ХАН', 'ГОВЬ', 'ХАНГАЙ', 'ТӨВ', 'ДОРНОД', 'СЭЛЭНГЭ', 'ОРХОН', 'ХЭНТИЙ', 'БОРОО', 'НАЛАЙХ', 'БАГАНУУР', 'ШИВЭЭ', 'УХАА', 'ЦАГААН', 'ХӨХ', 'УЛААН', 'ШАР', 'ХАР', 'НОГООН', 'ТЭНГЭР', 'МӨНХ', 'ДАЛАЙ', 'ОД', 'НАРАН', 'САРАН', 'ГАЛ', 'УС', 'ЧУЛУУ', 'ТЭМҮҮЛЭЛ', 'ИХ', 'БАГА', 'ӨНДӨР', 'ЭНХ', 'БАЯН', 'ЖАРГАЛАНТ'],
  ['ТОЛГОЙ', 'ГОВЬ', 'УУЛ', 'ХУДАГ', 'ГОЛ', 'НУУР', 'ТАЛ', 'ХӨНДИЙ', 'ДЭНЖ', 'ОВОО', 'БУЛАГ', 'ХАД', 'ЭЛС', 'ШАНД', 'ГОЛОМТ', 'ХӨТӨЛ', 'ДАВАА', 'ТАШУУ', 'ЗҮҮН', 'БАРУУН', 'ХОЙД', 'ӨМНӨД', 'ДУНД', 'ЭРЧИМ', 'ХҮЧ', 'ИРЭЭДҮЙ', 'ХӨГЖИЛ', 'ТҮНШ', 'ЗАМ', 'ГҮҮР'],
  ['ХХК', 'ХК', 'ТӨХК', 'ГРУПП', 'МАЙНИНГ', 'РЕСУРС', 'ТРЕЙД', 'ИНЖИНИРИНГ', 'КОНСАЛТИНГ', 'ЛОГИСТИК', 'ТЕХНОЛОГИ', 'СЕРВИС', 'ЭНЕРЖИ', 'МЕТАЛЛ', 'ХАЙГУУЛ', 'БҮТЭЭН БАЙГУУЛАЛТ', 'ТЭЭВЭР', 'ТОНОГ ТӨХӨӨРӨМЖ', 'ХАНГАМЖ', 'ҮЙЛДВЭР'],
];
const EN_WORDS = [
  ['GOBI', 'STEPPE', 'KHAN', 'GOLDEN', 'SILVER', 'BLUE', 'RED', 'BLACK', 'WHITE', 'GREEN', 'NORTH', 'SOUTH', 'EAST', 'WEST', 'GREAT', 'ETERNAL', 'SKY', 'SUN', 'MOON', 'STAR', 'ROCK', 'RIVER', 'LAKE', 'VALLEY', 'PEAK', 'PRIME', 'UNITED', 'NOMAD', 'ALTAI', 'ORKHON'],
  ['COPPER', 'COAL', 'GOLD', 'IRON', 'FLUORSPAR', 'URANIUM', 'ZINC', 'TUNGSTEN', 'DRILL', 'HAUL', 'BLAST', 'SURVEY', 'ORE', 'MINERAL', 'QUARRY', 'FUEL', 'POWER', 'STEEL', 'CEMENT', 'SAND'],
  ['LLC', 'JSC', 'GROUP', 'MINING', 'RESOURCES', 'TRADING', 'ENGINEERING', 'CONSULTING', 'LOGISTICS', 'TECHNOLOGY', 'SERVICES', 'ENERGY', 'METALS', 'EXPLORATION', 'CONSTRUCTION', 'TRANSPORT', 'EQUIPMENT', 'SUPPLY', 'INDUSTRIES', 'PARTNERS'],
];

/** Every SQL statement the search sends, captured so its plan can be shown. */
const captured: { query: string; params: unknown[] }[] = [];
const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };

/**
 * explain(…, { withoutIndex }) plans the statement as it would run if the trigram index did not exist (index scans
 * off); { fuzzy } with the search's typo threshold, as withFuzzyMatching sets it.
 */
type Explain = (query: string, params: unknown[], options?: { withoutIndex?: boolean; fuzzy?: boolean }) => Promise<string[]>;
type Bench = { db: Db; explain: Explain; close: () => Promise<void>; engine: string };

const INDEX_OFF = 'SET enable_bitmapscan = off';
const INDEX_ON = 'RESET enable_bitmapscan';
// As withFuzzyMatching runs a search: the typo threshold, and no parallel workers.
const FUZZY_ON = `SET pg_trgm.word_similarity_threshold = ${FUZZY_THRESHOLD}; SET max_parallel_workers_per_gather = 0`;
const FUZZY_OFF = 'RESET pg_trgm.word_similarity_threshold; RESET max_parallel_workers_per_gather';

async function openBench(): Promise<Bench> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const { db, close } = await openPglite();
    const client = (db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
    const version = (await client.query<{ v: string }>('select version() as v')).rows[0]!.v;
    return {
      db: drizzlePglite(client, { schema, logger }) as unknown as Db,
      explain: async (query, params, options) => {
        if (options?.withoutIndex) await client.exec(INDEX_OFF);
        if (options?.fuzzy) await client.exec(FUZZY_ON);
        try {
          return (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params)).rows.map((r) => r['QUERY PLAN']);
        } finally {
          await client.exec(`${INDEX_ON}; ${FUZZY_OFF}`);
        }
      },
      close,
      engine: `PGlite in memory (${version.split(' on ')[0]})`,
    };
  }
  const { Pool } = await import('pg');
  const reuse = process.env.BENCH_REUSE;
  const name = reuse ?? `bench_directory_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const { pool } = await connectPostgres(target.toString(), 4);
  const version = (await pool.query('select version() as v')).rows[0].v as string;
  return {
    db: drizzlePg(pool, { schema, logger }) as unknown as Db,
    explain: async (query, params, options) => {
      const connection = await pool.connect();
      try {
        if (options?.withoutIndex) await connection.query(INDEX_OFF);
        if (options?.fuzzy) await connection.query(FUZZY_ON);
        return (await connection.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params)).rows.map((r) => r['QUERY PLAN'] as string);
      } finally {
        await connection.query(`${INDEX_ON}; ${FUZZY_OFF}`);
        connection.release();
      }
    },
    close: async () => {
      await pool.end();
      if (process.env.BENCH_KEEP || reuse) {
        console.log(`\nKept the database ${name} (drop it with: DROP DATABASE ${name})`);
        return admin.end();
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
    engine: `PostgreSQL (${version.split(' on ')[0]})`,
  };
}

/** The three word lists as a row of text arrays (a, b, c); the words are our own constants, never input. */
const words = (lists: readonly (readonly string[])[]) =>
  sql.raw(lists.map((list, i) => `ARRAY[${list.map((w) => `'${w}'`).join(',')}]::text[] AS ${'abc'[i]}`).join(', '));

/** Loads the companies with set-based SQL (generate_series): seconds, not minutes. */
async function load(db: Db) {
  await db.execute(sql`INSERT INTO yp_categories (category_code, main_code, name_mn, name_en) VALUES
    ('01','01','Уул уурхайн компани','Mining companies'), ('0101','01','Нүүрс','Coal'), ('0102','01','Алт','Gold'),
    ('02','02','Ханган нийлүүлэгч','Suppliers'), ('0201','02','Тоног төхөөрөмж','Equipment')`);
  await db.execute(sql`INSERT INTO companies (registration_number, approval, status)
    SELECT lpad(g::text, 7, '0'), g % 20 <> 0, true FROM generate_series(1, ${COMPANIES}) g`);
  for (const [lang, lists] of [['mn', MN_WORDS], ['en', EN_WORDS]] as const) {
    // Three words chosen by independent hashes of the id, so names combine freely and neighbours differ.
    await db.execute(sql`INSERT INTO company_translations (company_id, lang, name, address, about_company)
      SELECT c.id, ${lang},
        w.a[1 + abs(hashint4(c.id)) % ${lists[0].length}] || ' ' || w.b[1 + abs(hashint4(c.id * 3 + 1)) % ${lists[1].length}] || ' ' || w.c[1 + abs(hashint4(c.id * 7 + 2)) % ${lists[2].length}],
        'Улаанбаатар', ''
      FROM companies c, (SELECT ${words(lists)}) w`);
  }
  await db.execute(sql`INSERT INTO company_categories (company_id, category_id)
    SELECT c.id, (SELECT id FROM yp_categories WHERE category_code = CASE WHEN c.id % 2 = 0 THEN '0101' ELSE '0201' END) FROM companies c`);
  await db.execute(sql`INSERT INTO company_contacts (company_id, contact_type, contact_value) SELECT id, 'phone', '7011' || lpad(id::text, 4, '0') FROM companies`);
  await db.execute(sql`INSERT INTO categories (cid, category, category_en, page_type) VALUES (8, 'Мэдээ', 'News', 'news')`);
  // News: a three-word title and a short body of words from the same lists, dated over the last five years.
  await db.execute(sql`INSERT INTO news (image, title, title_en, category_cid, summary, text, created_at)
    SELECT '/n.jpg', w.a[1 + abs(hashint4(g)) % ${MN_WORDS[0].length}] || ' ' || w.b[1 + abs(hashint4(g * 3 + 1)) % ${MN_WORDS[1].length}] || ' мэдээ',
      'News ' || g, 8, 'Товч мэдээлэл ' || g,
      '<p>' || w.a[1 + abs(hashint4(g * 5)) % ${MN_WORDS[0].length}] || ' ' || w.c[1 + abs(hashint4(g * 11)) % ${MN_WORDS[2].length}] || ' компанийн уурхайд ' || w.b[1 + abs(hashint4(g * 13)) % ${MN_WORDS[1].length}] || ' орчимд ажил үргэлжилж байна.</p>',
      now() - (g % 1800) * interval '1 day'
    FROM generate_series(1, ${NEWS}) g, (SELECT ${words(MN_WORDS)}) w`);
  // As autovacuum leaves a table after a bulk load: the statistics, and the name rows the triggers rewrote (when
  // they set shown_sort_mn/en) cleaned away, so the heap is not twice its size.
  await db.execute(sql`VACUUM ANALYZE`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

async function main() {
  const bench = await openBench();
  try {
    console.log(`Engine: ${bench.engine}`);
    const loadStart = performance.now();
    if (!process.env.BENCH_REUSE) await load(bench.db);
    const [{ names }] = await bench.db.select({ names: sql<number>`count(*)::int` }).from(schema.companyTranslations);
    console.log(`Loaded ${COMPANIES.toLocaleString('en')} companies (${names.toLocaleString('en')} names) and ${NEWS.toLocaleString('en')} news in ${((performance.now() - loadStart) / 1000).toFixed(1)} s\n`);

    const time = async (label: string, read: () => Promise<{ total: number }>) => {
      await read(); // warm-up
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        total = (await read()).total;
        times.push(performance.now() - start);
      }
      console.log(`${label}: ${total} matches; median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms over ${RUNS} runs`);
    };
    for (const { lang, term } of TERMS) {
      await time(`search/companies lang=${lang} term="${term}" (page of 36, count, contacts and categories)`, () => searchCompanies(bench.db, { lang, term, page: 1, limit: 36 }));
    }
    for (const term of ['толгой', 'tolgoi']) {
      await time(`search/news term="${term}" (page of 6 and count)`, () => searchNews(bench.db, { lang: 'mn', term, page: 1, limit: 6 }));
      await time(`search/site term="${term}" (page of 20 with count and snippets)`, () => searchSite(bench.db, { lang: 'mn', term, page: 1, limit: 20 }));
    }

    // The plan of the one statement that finds, counts and pages the hits: for a common word (only the
    // contains-branches run) and for a typo (nothing contains it, so the close-names branch runs too).
    let statement: (typeof captured)[number] | undefined;
    for (const term of ['ТОЛГОЙ', 'талгой']) {
      captured.length = 0;
      await searchCompanies(bench.db, { lang: 'mn', term, page: 1, limit: 36 });
      statement = captured.find((c) => c.query.includes('hits as materialized'));
      const plan = await bench.explain(statement!.query, statement!.params, { fuzzy: true });
      console.log(`\nEXPLAIN ANALYZE (hits, count and page, term "${term}"):\n${plan.map((line) => `  ${line}`).join('\n')}`);
      if (!plan.some((line) => /company_translations_name_(key|latin)_trgm/.test(line)) || plan.some((line) => /Seq Scan on company_translations/.test(line))) {
        console.log('  !! the names were not found through their trigram indexes');
        process.exitCode = 1;
      }
    }
    const baseline = await bench.explain(statement!.query, statement!.params, { fuzzy: true, withoutIndex: true });
    const executionTime = (plan: string[]) => plan.find((line) => line.startsWith('Execution Time'))?.trim();
    console.log(`\nFor comparison, the same statement without the trigram indexes (sequential scans): ${executionTime(baseline)}`);
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
