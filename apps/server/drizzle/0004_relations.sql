CREATE TABLE "depth_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"pair" text NOT NULL,
	"people" jsonb NOT NULL,
	"overall" integer NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relation_texts" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"stamp" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relation_texts_key_lang_pk" PRIMARY KEY("key","lang")
);
--> statement-breakpoint
CREATE TABLE "relation_unlocks" (
	"user_id" uuid NOT NULL,
	"archive_a" integer NOT NULL,
	"archive_b" integer NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relation_unlocks_archive_a_archive_b_kind_pk" PRIMARY KEY("archive_a","archive_b","kind")
);
--> statement-breakpoint
ALTER TABLE "depth_reports" ADD CONSTRAINT "depth_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_texts" ADD CONSTRAINT "relation_texts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_unlocks" ADD CONSTRAINT "relation_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_unlocks" ADD CONSTRAINT "relation_unlocks_archive_a_archives_id_fk" FOREIGN KEY ("archive_a") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation_unlocks" ADD CONSTRAINT "relation_unlocks_archive_b_archives_id_fk" FOREIGN KEY ("archive_b") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "depth_reports_user_idx" ON "depth_reports" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "depth_reports_pair_uq" ON "depth_reports" USING btree ("user_id","pair");