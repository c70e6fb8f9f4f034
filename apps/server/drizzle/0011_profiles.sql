-- The birth-data records are called profiles throughout: the tables, columns, indexes and
-- constraints named after "archives" are renamed in place (no data is copied).
ALTER TABLE "archives" RENAME TO "profiles";--> statement-breakpoint
ALTER SEQUENCE "archives_id_seq" RENAME TO "profiles_id_seq";--> statement-breakpoint
ALTER TABLE "profiles" RENAME CONSTRAINT "archives_pkey" TO "profiles_pkey";--> statement-breakpoint
ALTER TABLE "profiles" RENAME CONSTRAINT "archives_user_id_users_id_fk" TO "profiles_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "archives_user_idx" RENAME TO "profiles_user_idx";--> statement-breakpoint
ALTER INDEX "archives_own_uq" RENAME TO "profiles_own_uq";--> statement-breakpoint
ALTER TABLE "current_archives" RENAME TO "current_profiles";--> statement-breakpoint
ALTER TABLE "current_profiles" RENAME COLUMN "archive_id" TO "profile_id";--> statement-breakpoint
ALTER TABLE "current_profiles" RENAME CONSTRAINT "current_archives_pkey" TO "current_profiles_pkey";--> statement-breakpoint
ALTER TABLE "current_profiles" RENAME CONSTRAINT "current_archives_user_id_users_id_fk" TO "current_profiles_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "current_profiles" RENAME CONSTRAINT "current_archives_archive_id_archives_id_fk" TO "current_profiles_profile_id_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "astro_unlocks" RENAME COLUMN "archive_id" TO "profile_id";--> statement-breakpoint
ALTER TABLE "astro_unlocks" RENAME CONSTRAINT "astro_unlocks_archive_id_kind_pk" TO "astro_unlocks_profile_id_kind_pk";--> statement-breakpoint
ALTER TABLE "astro_unlocks" RENAME CONSTRAINT "astro_unlocks_archive_id_archives_id_fk" TO "astro_unlocks_profile_id_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "astro_reports" RENAME COLUMN "archive_id" TO "profile_id";--> statement-breakpoint
ALTER TABLE "astro_reports" RENAME CONSTRAINT "astro_reports_archive_id_kind_lang_pk" TO "astro_reports_profile_id_kind_lang_pk";--> statement-breakpoint
ALTER TABLE "astro_reports" RENAME CONSTRAINT "astro_reports_archive_id_archives_id_fk" TO "astro_reports_profile_id_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "relation_unlocks" RENAME COLUMN "archive_a" TO "profile_a";--> statement-breakpoint
ALTER TABLE "relation_unlocks" RENAME COLUMN "archive_b" TO "profile_b";--> statement-breakpoint
ALTER TABLE "relation_unlocks" RENAME CONSTRAINT "relation_unlocks_archive_a_archive_b_kind_pk" TO "relation_unlocks_profile_a_profile_b_kind_pk";--> statement-breakpoint
ALTER TABLE "relation_unlocks" RENAME CONSTRAINT "relation_unlocks_archive_a_archives_id_fk" TO "relation_unlocks_profile_a_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "relation_unlocks" RENAME CONSTRAINT "relation_unlocks_archive_b_archives_id_fk" TO "relation_unlocks_profile_b_profiles_id_fk";--> statement-breakpoint
-- PostgreSQL 18 (PGlite) also names each NOT NULL constraint after its table and column; older
-- servers keep none, so there is nothing to rename.
DO $$
DECLARE c record;
BEGIN
  FOR c IN
    SELECT conrelid::regclass AS tbl, conname FROM pg_constraint
    WHERE contype = 'n' AND conname LIKE '%archive%'
      AND conrelid IN ('profiles'::regclass, 'current_profiles'::regclass,
        'astro_unlocks'::regclass, 'astro_reports'::regclass, 'relation_unlocks'::regclass)
  LOOP
    EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', c.tbl, c.conname,
      replace(replace(c.conname, 'archives', 'profiles'), 'archive_', 'profile_'));
  END LOOP;
END $$;
