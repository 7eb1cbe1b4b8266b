CREATE SEQUENCE "fund_nav_revisions";--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "nav_revision" bigint DEFAULT nextval('fund_nav_revisions') NOT NULL;--> statement-breakpoint
-- nav_revision: a new value from one sequence whenever a statement inserts, deletes or changes NAVs of the fund
-- (speed: a server instance keeps NAV history pages by fund and revision, so a page is answered from memory until
-- the fund's NAVs change, by whatever writes them, and never after). A value is never reused, also for a fund
-- created again after a delete.
CREATE FUNCTION "fund_navs_revise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE funds SET nav_revision = nextval('fund_nav_revisions') WHERE id IN (SELECT DISTINCT fund_id FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fund_navs_revise_insert" AFTER INSERT ON "fund_navs" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "fund_navs_revise"();--> statement-breakpoint
CREATE TRIGGER "fund_navs_revise_delete" AFTER DELETE ON "fund_navs" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "fund_navs_revise"();--> statement-breakpoint
-- An update revises only funds whose NAV values changed: the renumbering above (seq) is not part of a page. (A trigger
-- with transition tables cannot name columns, so the values are compared here.)
CREATE FUNCTION "fund_navs_revise_values"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE funds SET nav_revision = nextval('fund_nav_revisions') WHERE id IN (
    SELECT DISTINCT n.fund_id FROM changed n JOIN previous o ON o.fund_id = n.fund_id AND o.date = n.date
    WHERE (o.nav, o.acc_nav, o.benchmark, o.estimated_nav) IS DISTINCT FROM (n.nav, n.acc_nav, n.benchmark, n.estimated_nav));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fund_navs_revise_update" AFTER UPDATE ON "fund_navs" REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "fund_navs_revise_values"();
