CREATE TABLE "second_index_ticks" (
	"symbol" text NOT NULL,
	"time" bigint NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	CONSTRAINT "second_index_ticks_symbol_time_pk" PRIMARY KEY("symbol","time")
);
--> statement-breakpoint
CREATE TABLE "second_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"direction" text NOT NULL,
	"duration" integer NOT NULL,
	"payout_rate" numeric(36, 18) NOT NULL,
	"stake" numeric(36, 18) NOT NULL,
	"fee" numeric(36, 18) NOT NULL,
	"buy_price" numeric(36, 18) NOT NULL,
	"buy_time" bigint NOT NULL,
	"settle_time" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"settle_price" numeric(36, 18),
	"settle_tick_time" bigint,
	"result" text,
	"payout" numeric(36, 18),
	"settled_at" bigint
);
--> statement-breakpoint
CREATE TABLE "second_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"duration" integer NOT NULL,
	"payout_rate" numeric(36, 18) NOT NULL,
	"min_stake" numeric(36, 18) NOT NULL,
	"max_stake" numeric(36, 18) NOT NULL,
	"fee_rate" numeric(36, 18) NOT NULL,
	"exposure_limit" numeric(36, 18) NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "second_orders_due_idx" ON "second_orders" USING btree ("status","settle_time");--> statement-breakpoint
CREATE INDEX "second_orders_user_idx" ON "second_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "second_orders_product_idx" ON "second_orders" USING btree ("product_id","status","direction");--> statement-breakpoint
CREATE UNIQUE INDEX "second_products_symbol_duration_idx" ON "second_products" USING btree ("symbol","duration");