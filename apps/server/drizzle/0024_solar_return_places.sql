CREATE TABLE "solar_return_places" (
	"user_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"place" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solar_return_places_profile_id_year_pk" PRIMARY KEY("profile_id","year")
);
--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "birthday" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "solar_return_places" ADD CONSTRAINT "solar_return_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solar_return_places" ADD CONSTRAINT "solar_return_places_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;