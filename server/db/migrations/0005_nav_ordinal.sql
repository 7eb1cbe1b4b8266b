ALTER TABLE "fund_navs" ADD COLUMN "seq" integer;--> statement-breakpoint
-- seq: 1, 2, 3… per fund in date order (speed: a NAV range's count is two index lookups, not a scan of ten years).
-- The database keeps it: after each statement that inserts or deletes NAVs, the funds it touched are renumbered
-- (only rows whose number changed are written, so a daily append writes one row). Dates are not updated in place.
CREATE FUNCTION "fund_navs_renumber"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fund_navs n SET seq = r.rn
  FROM (
    SELECT fund_id, date, row_number() OVER (PARTITION BY fund_id ORDER BY date)::int AS rn
    FROM fund_navs WHERE fund_id IN (SELECT DISTINCT fund_id FROM changed)
  ) r
  WHERE n.fund_id = r.fund_id AND n.date = r.date AND n.seq IS DISTINCT FROM r.rn;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fund_navs_seq_insert" AFTER INSERT ON "fund_navs" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "fund_navs_renumber"();--> statement-breakpoint
CREATE TRIGGER "fund_navs_seq_delete" AFTER DELETE ON "fund_navs" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "fund_navs_renumber"();--> statement-breakpoint
CREATE FUNCTION "fund_navs_fixed_date"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'fund_navs: a NAV''s fund and date are not updated in place (delete and insert it)';
END $$;--> statement-breakpoint
CREATE TRIGGER "fund_navs_fixed_date" BEFORE UPDATE OF "fund_id", "date" ON "fund_navs"
  FOR EACH ROW WHEN (OLD.fund_id IS DISTINCT FROM NEW.fund_id OR OLD.date IS DISTINCT FROM NEW.date)
  EXECUTE FUNCTION "fund_navs_fixed_date"();--> statement-breakpoint
UPDATE "fund_navs" n SET "seq" = r.rn
FROM (SELECT fund_id, date, row_number() OVER (PARTITION BY fund_id ORDER BY date)::int AS rn FROM fund_navs) r
WHERE n.fund_id = r.fund_id AND n.date = r.date;
