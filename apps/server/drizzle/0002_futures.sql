CREATE TABLE "futures_contracts" (
	"symbol" text PRIMARY KEY NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"tick_size" numeric(36, 18) NOT NULL,
	"step_size" numeric(36, 18) NOT NULL,
	"min_qty" numeric(36, 18) NOT NULL,
	"price_precision" smallint NOT NULL,
	"qty_precision" smallint NOT NULL,
	"maker_fee_rate" numeric(36, 18) NOT NULL,
	"taker_fee_rate" numeric(36, 18) NOT NULL,
	"brackets" jsonb NOT NULL,
	"trading" smallint DEFAULT 1 NOT NULL,
	"funding_interval_ms" bigint DEFAULT 28800000 NOT NULL,
	"last_funding_time" bigint DEFAULT 0 NOT NULL,
	"last_funding_rate" numeric(36, 18) DEFAULT '0' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "futures_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"direction" text NOT NULL,
	"type" text NOT NULL,
	"price" numeric(36, 18),
	"quantity" numeric(36, 18) NOT NULL,
	"deal_quantity" numeric(36, 18) DEFAULT '0' NOT NULL,
	"deal_value" numeric(36, 18) DEFAULT '0' NOT NULL,
	"fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"profit" numeric(36, 18) DEFAULT '0' NOT NULL,
	"leverage" integer NOT NULL,
	"margin_mode" text NOT NULL,
	"frozen" numeric(36, 18) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"client_order_id" text,
	"seq" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "futures_orders_frozen_nonneg" CHECK ("futures_orders"."frozen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "futures_positions" (
	"user_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"size" numeric(36, 18) NOT NULL,
	"entry_value" numeric(36, 18) NOT NULL,
	"margin" numeric(36, 18) NOT NULL,
	"leverage" integer NOT NULL,
	"margin_mode" text NOT NULL,
	"realised_pnl" numeric(36, 18) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "futures_positions_user_id_symbol_side_pk" PRIMARY KEY("user_id","symbol","side"),
	CONSTRAINT "futures_positions_nonneg" CHECK ("futures_positions"."size" >= 0 and "futures_positions"."margin" >= 0 and "futures_positions"."entry_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "futures_settings" (
	"user_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"leverage" integer NOT NULL,
	"margin_mode" text NOT NULL,
	CONSTRAINT "futures_settings_user_id_symbol_pk" PRIMARY KEY("user_id","symbol")
);
--> statement-breakpoint
CREATE TABLE "futures_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"maker_order_id" bigint NOT NULL,
	"taker_order_id" bigint NOT NULL,
	"maker_user_id" integer NOT NULL,
	"taker_user_id" integer NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"quantity" numeric(36, 18) NOT NULL,
	"taker_side" text NOT NULL,
	"maker_fee" numeric(36, 18) NOT NULL,
	"taker_fee" numeric(36, 18) NOT NULL,
	"maker_profit" numeric(36, 18) DEFAULT '0' NOT NULL,
	"taker_profit" numeric(36, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "futures_orders_client_idx" ON "futures_orders" USING btree ("user_id","client_order_id");--> statement-breakpoint
CREATE INDEX "futures_orders_open_idx" ON "futures_orders" USING btree ("symbol","id") WHERE "futures_orders"."status" in ('submitted', 'partial');--> statement-breakpoint
CREATE INDEX "futures_orders_user_open_idx" ON "futures_orders" USING btree ("user_id","id") WHERE "futures_orders"."status" in ('submitted', 'partial');--> statement-breakpoint
CREATE INDEX "futures_orders_user_history_idx" ON "futures_orders" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "futures_positions_symbol_idx" ON "futures_positions" USING btree ("symbol") WHERE "futures_positions"."size" > 0;--> statement-breakpoint
CREATE INDEX "futures_trades_symbol_idx" ON "futures_trades" USING btree ("symbol","id");--> statement-breakpoint
CREATE INDEX "futures_trades_maker_idx" ON "futures_trades" USING btree ("maker_order_id");--> statement-breakpoint
CREATE INDEX "futures_trades_taker_idx" ON "futures_trades" USING btree ("taker_order_id");