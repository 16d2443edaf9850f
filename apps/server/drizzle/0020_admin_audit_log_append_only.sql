-- The admin audit log only grows (issue 31; docs/decisions.md "Admin audit log: append-only").
-- 1. Grants: nobody through PUBLIC, and not the role running the migrations (the application's own
--    role when the server migrates at start), may UPDATE, DELETE or TRUNCATE it. An owner keeps the
--    right to grant itself the privileges again, and a superuser ignores grants: hence 2.
REVOKE UPDATE, DELETE, TRUNCATE ON "admin_audit_log" FROM PUBLIC, CURRENT_USER;
--> statement-breakpoint
-- 2. A trigger refuses every UPDATE, DELETE and TRUNCATE, whoever runs it (owner and superuser too,
--    until one of them disables the trigger: what the hash chain is there to reveal).
CREATE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_update_delete BEFORE UPDATE OR DELETE ON "admin_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_truncate BEFORE TRUNCATE ON "admin_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_log_append_only();
