CREATE TABLE "futures_triggers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"trigger_by" text NOT NULL,
	"trigger_price" numeric(36, 18) NOT NULL,
	"trigger_direction" text NOT NULL,
	"type" text NOT NULL,
	"price" numeric(36, 18),
	"quantity" numeric(36, 18),
	"status" text NOT NULL,
	"order_id" bigint,
	"fail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"triggered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "futures_triggers_waiting_idx" ON "futures_triggers" USING btree ("symbol","id") WHERE "futures_triggers"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "futures_triggers_user_idx" ON "futures_triggers" USING btree ("user_id","id");