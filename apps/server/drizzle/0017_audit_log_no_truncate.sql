-- The audit log is append-only for everyone, its owner included: row triggers already refuse
-- UPDATE and DELETE; this statement trigger refuses TRUNCATE (which skips row triggers).
-- Privileges alone cannot do it while the app owns the table (owners keep them): see
-- docs/security.md for running the app as a role that does not own its tables.
CREATE FUNCTION "audit_log_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_no_truncate"();
