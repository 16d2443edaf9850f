CREATE TABLE "second_settle_alerts" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"first_seen" bigint NOT NULL,
	"last_seen" bigint NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"resolved_at" bigint
);
--> statement-breakpoint
ALTER TABLE "second_orders" ADD COLUMN "house_id" integer;--> statement-breakpoint
ALTER TABLE "second_orders" ADD COLUMN "house_reserved" numeric(36, 18);