-- A fund's investment strategy (the allocation of an investor's portfolio by strategy): long-only equity unless the
-- fund is balanced or long-short. The demo range's funds get theirs here as the seed gives them (server/seed/client-funds.ts).
ALTER TABLE "funds" ADD COLUMN "strategy" text DEFAULT 'equityLong' NOT NULL;--> statement-breakpoint
UPDATE "funds" SET "strategy" = 'balanced' WHERE "code" IN ('HL007', 'HL009', 'HL017', 'HL019', 'HLT03', 'HLT04');--> statement-breakpoint
UPDATE "funds" SET "strategy" = 'equityLongShort' WHERE "code" = 'HLF06';
