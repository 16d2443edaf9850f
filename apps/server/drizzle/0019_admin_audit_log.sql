CREATE TABLE "admin_audit_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"at" bigint NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_email" text NOT NULL,
	"role" text NOT NULL,
	"address" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"body" text NOT NULL,
	"outcome_code" integer NOT NULL,
	"outcome_key" text NOT NULL,
	"before" text,
	"after" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_idx" ON "admin_audit_log" USING btree ("admin_id","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_at_idx" ON "admin_audit_log" USING btree ("at");