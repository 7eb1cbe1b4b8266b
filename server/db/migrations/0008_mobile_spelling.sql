-- Mobile numbers have one spelling (server/services/accounts.ts normalizeMobile): a mainland number is kept bare,
-- without +86 / 0086, spaces or dashes. A number stored with its country code is rewritten, so its owner, who types
-- it any way, still finds the account; unless the bare number already belongs to another account (then both stay as
-- they are, the other one being the account that number logs in to), and only the oldest of several spellings.
UPDATE "users" AS u SET "mobile" = n.bare
FROM (
  SELECT DISTINCT ON (bare) id, bare
  FROM (
    SELECT id, substring(regexp_replace("mobile", '[[:space:]().-]', '', 'g') from '^(?:\+86|0086)(1[3-9][0-9]{9})$') AS bare
    FROM "users" WHERE "mobile" IS NOT NULL
  ) AS spelled
  WHERE bare IS NOT NULL
  ORDER BY bare, id
) AS n
WHERE u.id = n.id AND NOT EXISTS (SELECT 1 FROM "users" AS o WHERE o."mobile" = n.bare);--> statement-breakpoint
-- Pending changes of mobile become the user's mobile when staff accept them: spelled the same way.
UPDATE "contact_change_requests"
SET "value" = substring(regexp_replace("value", '[[:space:]().-]', '', 'g') from '^(?:\+86|0086)(1[3-9][0-9]{9})$')
WHERE "field" = 'mobile' AND regexp_replace("value", '[[:space:]().-]', '', 'g') ~ '^(\+86|0086)1[3-9][0-9]{9}$';
