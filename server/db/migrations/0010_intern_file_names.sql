-- Intern attendance files are kept under a generated name (a UUID and the type's extension); the name the intern's
-- file had is display text only, without its path, control, bidi or reserved characters (server/routes/public-forms.ts
-- displayNameOf, which this mirrors for the sheets already saved).
ALTER TABLE "intern_attendance" ADD COLUMN "display_name" text;--> statement-breakpoint
UPDATE "intern_attendance" AS a SET
  "display_name" = coalesce(
    nullif(
      left(
        regexp_replace(
          regexp_replace(
            regexp_replace(regexp_replace(a."file_name", '^.*[/\\]', ''), '[\u0001-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff<>:"|?*]', '', 'g'),
            '\s+', ' ', 'g'),
          '^[\s.]+|[\s.]+$', '', 'g'),
        100),
      ''),
    'attachment.' || e.ext),
  "file_name" = gen_random_uuid()::text || '.' || e.ext
FROM (
  SELECT "id", CASE "content_type" WHEN 'image/png' THEN 'png' WHEN 'image/jpeg' THEN 'jpg' ELSE 'pdf' END AS ext
  FROM "intern_attendance"
) AS e
WHERE a."id" = e."id";--> statement-breakpoint
ALTER TABLE "intern_attendance" ALTER COLUMN "display_name" SET NOT NULL;
