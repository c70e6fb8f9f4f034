CREATE TABLE "archives" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"nickname" text NOT NULL,
	"relationship" text NOT NULL,
	"gender" smallint NOT NULL,
	"birth_date" text NOT NULL,
	"birth_time" text NOT NULL,
	"time_unknown" boolean DEFAULT false NOT NULL,
	"birth_place" jsonb NOT NULL,
	"residence" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"offset_override" real,
	"birth" jsonb NOT NULL,
	"birth_utc" timestamp with time zone NOT NULL,
	"sun_sign" smallint NOT NULL,
	"moon_sign" smallint NOT NULL,
	"rising_sign" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "astro_reports" (
	"archive_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"chart_key" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "astro_reports_archive_id_kind_lang_pk" PRIMARY KEY("archive_id","kind","lang")
);
--> statement-breakpoint
CREATE TABLE "astro_unlocks" (
	"user_id" uuid NOT NULL,
	"archive_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "astro_unlocks_archive_id_kind_pk" PRIMARY KEY("archive_id","kind")
);
--> statement-breakpoint
CREATE TABLE "current_archives" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"archive_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "archives" ADD CONSTRAINT "archives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astro_reports" ADD CONSTRAINT "astro_reports_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astro_unlocks" ADD CONSTRAINT "astro_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astro_unlocks" ADD CONSTRAINT "astro_unlocks_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_archives" ADD CONSTRAINT "current_archives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_archives" ADD CONSTRAINT "current_archives_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archives_user_idx" ON "archives" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "archives_own_uq" ON "archives" USING btree ("user_id") WHERE "archives"."relationship" = 'A';