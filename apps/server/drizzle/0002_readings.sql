CREATE TABLE "dice_rolls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question" text NOT NULL,
	"planet" text NOT NULL,
	"sign" text NOT NULL,
	"house" smallint NOT NULL,
	"analysis_paid" boolean DEFAULT false NOT NULL,
	"analysis" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarot_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"spread_id" text NOT NULL,
	"question" text NOT NULL,
	"topic" text NOT NULL,
	"cards" jsonb NOT NULL,
	"analysis_paid" boolean DEFAULT false NOT NULL,
	"analysis" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarot_shuffles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"spread_id" text NOT NULL,
	"deck" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dice_rolls" ADD CONSTRAINT "dice_rolls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_readings" ADD CONSTRAINT "tarot_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_shuffles" ADD CONSTRAINT "tarot_shuffles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dice_rolls_user_idx" ON "dice_rolls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tarot_readings_user_idx" ON "tarot_readings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tarot_shuffles_user_idx" ON "tarot_shuffles" USING btree ("user_id","created_at");