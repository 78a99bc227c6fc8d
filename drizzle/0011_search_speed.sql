ALTER TABLE "company_translations" ADD COLUMN "shown_sort_mn" text;--> statement-breakpoint
ALTER TABLE "company_translations" ADD COLUMN "shown_sort_en" text;--> statement-breakpoint
CREATE INDEX "company_contacts_company_idx" ON "company_contacts" USING btree ("company_id");--> statement-breakpoint
-- Hand-written, after the generated statements because it uses their columns. shown_sort_mn / shown_sort_en of
-- every name row of a company: the name_sort of its Mongolian / English name while the company is published
-- (approval), else null. Set for a list of companies by company_shown_sorts, called by statement triggers on
-- both tables (set-based, so a bulk import costs one update, not one per row; IN (unnest) rather than = ANY,
-- which compares every company with every id of a large list).
CREATE OR REPLACE FUNCTION company_shown_sorts(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE public.company_translations t SET shown_sort_mn = s.mn, shown_sort_en = s.en
  FROM (
    SELECT c.id,
      (SELECT x.name_sort FROM public.company_translations x WHERE x.company_id = c.id AND x.lang = 'mn' AND c.approval) AS mn,
      (SELECT x.name_sort FROM public.company_translations x WHERE x.company_id = c.id AND x.lang = 'en' AND c.approval) AS en
    FROM public.companies c WHERE c.id IN (SELECT unnest(ids))
  ) s
  WHERE t.company_id = s.id AND (t.shown_sort_mn IS DISTINCT FROM s.mn OR t.shown_sort_en IS DISTINCT FROM s.en)
$$;--> statement-breakpoint
-- `changed` holds the inserted, updated or deleted rows. The update the function makes fires the update trigger
-- once more; that round changes nothing, and the round after it has no rows and stops.
CREATE OR REPLACE FUNCTION company_shown_sorts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed) THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'companies' THEN
    PERFORM public.company_shown_sorts(array(SELECT id FROM changed));
  ELSE
    PERFORM public.company_shown_sorts(array(SELECT DISTINCT company_id FROM changed));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER company_translations_shown_sorts_insert AFTER INSERT ON company_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_shown_sorts_changed();--> statement-breakpoint
CREATE TRIGGER company_translations_shown_sorts_update AFTER UPDATE ON company_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_shown_sorts_changed();--> statement-breakpoint
CREATE TRIGGER company_translations_shown_sorts_delete AFTER DELETE ON company_translations
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_shown_sorts_changed();--> statement-breakpoint
CREATE TRIGGER companies_shown_sorts AFTER UPDATE ON companies
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_shown_sorts_changed();--> statement-breakpoint
SELECT company_shown_sorts(array(SELECT id FROM companies));
