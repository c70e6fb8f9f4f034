ALTER TABLE "user_configs" ADD COLUMN "house_system" text DEFAULT 'placidus' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_configs" ADD COLUMN "zodiac" text DEFAULT 'tropical' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_configs" ADD COLUMN "ayanamsa" text DEFAULT 'lahiri' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_configs" ADD COLUMN "node_kind" text DEFAULT 'mean' NOT NULL;