CREATE TABLE "mbti_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"level" text NOT NULL,
	"answers" jsonb NOT NULL,
	"type" text NOT NULL,
	"percents" jsonb NOT NULL,
	"clarity" jsonb NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mbti_texts" (
	"result_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mbti_texts_result_id_lang_pk" PRIMARY KEY("result_id","lang")
);
--> statement-breakpoint
CREATE TABLE "mbti_unlocks" (
	"result_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mbti_results" ADD CONSTRAINT "mbti_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbti_texts" ADD CONSTRAINT "mbti_texts_result_id_mbti_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."mbti_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbti_unlocks" ADD CONSTRAINT "mbti_unlocks_result_id_mbti_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."mbti_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbti_unlocks" ADD CONSTRAINT "mbti_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mbti_results_user_idx" ON "mbti_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mbti_results_share_uq" ON "mbti_results" USING btree ("share_token");