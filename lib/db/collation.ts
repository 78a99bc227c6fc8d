import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * ICU root collation: Cyrillic in Mongolian alphabetical order (Ө after О, Ү after У, Ё after Е), case folded
 * before ties. PostgreSQL and PGlite both ship it (PGlite has no "mn-x-icu", whose order is the same for these).
 */
export const MONGOLIAN_ORDER = 'und-x-icu';
export const collated = (expr: AnyColumn | SQL) => sql`${expr} collate ${sql.identifier(MONGOLIAN_ORDER)}`;
