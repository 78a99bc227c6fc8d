-- Mongolian search keys (issue 22). Calls between them are schema-qualified: pg_dump restores and index builds
-- run with an empty search_path.
-- These functions are the one definition of how names and texts are folded;
-- generated columns and the search queries both call them, so a stored key and a query can never disagree.
-- Lower case without depending on the database locale (a C-locale lower() leaves Cyrillic alone).
CREATE OR REPLACE FUNCTION mn_lower(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(normalize(t, NFC),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЁЖЗИЙКЛМНОӨПРСТУҮФХЦЧШЩЪЫЬЭЮЯÖÜ',
    'abcdefghijklmnopqrstuvwxyzабвгдеёжзийклмноөпрстуүфхцчшщъыьэюяöü')
$$;--> statement-breakpoint
-- The Cyrillic search key: lower case; Latin look-alike letters inside a word that has Cyrillic letters made
-- Cyrillic ('TОЛГОЙ' typed with a Latin T); ө→о, ү→у, ё→е, й→и, the letters phone keyboards often lack.
-- Letter for letter: the key has exactly as many characters as the NFC text, so a match position in the key is
-- the same position in the text (snippets use this).
CREATE OR REPLACE FUNCTION mn_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(
    CASE WHEN l ~ '[abcehkmoptxy]' AND l ~ '[а-яёөү]' THEN (
      SELECT string_agg(CASE WHEN w[1] ~ '[а-яёөү]' THEN translate(w[1], 'abcehkmoptxy', 'авсенкмортху') ELSE w[1] END, '' ORDER BY n)
      FROM regexp_matches(l, '\S+|\s+', 'g') WITH ORDINALITY AS m(w, n)
    ) ELSE l END,
    'өүёй', 'оуеи')
  FROM (SELECT public.mn_lower(t) AS l) s
$$;--> statement-breakpoint
-- The Latin search key of a folded text: a romanization close to MNS 5217 and to how people type on phones
-- (х→h, ж→j, ц→ts, ч→ch, ш→sh, ю→yu, я→ya, ь→i, ы→y), then the spellings that vary merged on both sides:
-- kh→h, zh→j, and u→o (ө and ү are written o, u or ö, ü: Өндөрхаан is 'Undurkhaan' as often as 'Ondorkhaan').
-- Latin text goes through the same merging, so an English name or a Latin query lands on the same key.
CREATE OR REPLACE FUNCTION mn_latin(folded text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(replace(translate(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(folded,
      'юу', 'yu'), 'ю', 'yu'), 'я', 'ya'), 'х', 'h'), 'ж', 'j'), 'ц', 'ts'), 'ч', 'ch'), 'ш', 'sh'), 'щ', 'sh'),
    'абвгдезиклмнопрстуфыьэuöüъ', 'abvgdeziklmnoprstofyieooo'),
    'kh', 'h'), 'zh', 'j')
$$;--> statement-breakpoint
-- Plain text of stored rich text: tags and &nbsp; become spaces, runs of white space one space (NFC).
CREATE OR REPLACE FUNCTION mn_plain(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(regexp_replace(normalize(t, NFC), '<[^>]*>|&nbsp;', ' ', 'g'), '\s+', ' ', 'g'))
$$;--> statement-breakpoint
-- The key of a longer text (an about text, a news body, both names of a category): the Latin key of its folded
-- words with HTML tags taken out. A query in either script is matched against it by its own Latin key.
CREATE OR REPLACE FUNCTION mn_text_key(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT public.mn_latin(public.mn_fold(public.mn_plain(t)))
$$;--> statement-breakpoint
-- A sort key in Mongolian alphabetical order (А Б В Г Д Е Ё Ж З И Й К Л М Н О Ө П Р С Т У Ү Ф Х Ц Ч Ш Щ Ъ Ы Ь
-- Э Ю Я): each letter becomes a character whose code point follows that order; compare it with COLLATE "C".
-- (ICU's Mongolian collation, in PGlite and PostgreSQL alike, files Ё under Е; the alphabet does not.)
CREATE OR REPLACE FUNCTION mn_sort_key(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(public.mn_lower(t), 'абвгдеёжзийклмноөпрстуүфхцчшщъыьэюя', 'абвгдежзийклмнопрстуфхцчшщъыьэюяѐёђ')
$$;--> statement-breakpoint
DROP INDEX "company_translations_name_trgm";--> statement-breakpoint
DROP INDEX "person_translations_name_trgm";--> statement-breakpoint
DROP INDEX "meeting_users_name_order";--> statement-breakpoint
DROP INDEX "company_translations_name_order";--> statement-breakpoint
DROP INDEX "person_translations_name_order";--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_key" text GENERATED ALWAYS AS (mn_text_key(title || ' ' || title_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "text_key" text GENERATED ALWAYS AS (mn_text_key(summary || ' ' || summary_en || ' ' || text || ' ' || text_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "company_translations" ADD COLUMN "name_key" text GENERATED ALWAYS AS (mn_fold(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "company_translations" ADD COLUMN "name_latin" text GENERATED ALWAYS AS (mn_latin(mn_fold(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "company_translations" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (mn_sort_key(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "company_translations" ADD COLUMN "about_key" text GENERATED ALWAYS AS (mn_text_key(about_company)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "person_translations" ADD COLUMN "name_key" text GENERATED ALWAYS AS (mn_fold(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "person_translations" ADD COLUMN "name_latin" text GENERATED ALWAYS AS (mn_latin(mn_fold(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "person_translations" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (mn_sort_key(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "yp_categories" ADD COLUMN "name_key" text GENERATED ALWAYS AS (mn_text_key(name_mn || ' ' || name_en)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "news_title_key_trgm" ON "news" USING gin ("title_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_text_key_trgm" ON "news" USING gin ("text_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_translations_name_key_trgm" ON "company_translations" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_translations_name_latin_trgm" ON "company_translations" USING gin ("name_latin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_translations_about_key_trgm" ON "company_translations" USING gin ("about_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "person_translations_name_key_trgm" ON "person_translations" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "person_translations_name_latin_trgm" ON "person_translations" USING gin ("name_latin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_translations_name_order" ON "company_translations" USING btree ("lang","name_sort");--> statement-breakpoint
CREATE INDEX "person_translations_name_order" ON "person_translations" USING btree ("lang","name_sort");