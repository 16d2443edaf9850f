CREATE TABLE "p2p_ads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"side" text NOT NULL,
	"crypto" text NOT NULL,
	"fiat" text NOT NULL,
	"price_type" text NOT NULL,
	"price" numeric(36, 18) DEFAULT '0' NOT NULL,
	"margin" numeric(36, 18) DEFAULT '0' NOT NULL,
	"quantity" numeric(36, 18) NOT NULL,
	"remaining" numeric(36, 18) NOT NULL,
	"min_amount" numeric(36, 18) NOT NULL,
	"max_amount" numeric(36, 18) NOT NULL,
	"methods" jsonb NOT NULL,
	"pay_window" integer NOT NULL,
	"status" text DEFAULT 'online' NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "p2p_ads_remaining_nonneg" CHECK ("p2p_ads"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "p2p_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"card_no" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"fiat" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p2p_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p2p_merchants" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"granted_at" bigint NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p2p_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"sender_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_id" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p2p_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"ad_id" bigint NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"crypto" text NOT NULL,
	"fiat" text NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"quantity" numeric(36, 18) NOT NULL,
	"total" numeric(36, 18) NOT NULL,
	"status" text NOT NULL,
	"seller_card" jsonb NOT NULL,
	"buyer_card" jsonb NOT NULL,
	"pay_deadline" bigint NOT NULL,
	"confirm_deadline" bigint,
	"created_at" bigint NOT NULL,
	"paid_at" bigint,
	"finished_at" bigint,
	"ended_by" text,
	"appeal_by" integer,
	"appeal_reason" text,
	"appeal_images" jsonb,
	"appeal_at" bigint
);
--> statement-breakpoint
CREATE INDEX "p2p_ads_market_idx" ON "p2p_ads" USING btree ("crypto","fiat","side","status");--> statement-breakpoint
CREATE INDEX "p2p_cards_user_idx" ON "p2p_cards" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "p2p_messages_order_idx" ON "p2p_messages" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_orders_no_idx" ON "p2p_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "p2p_orders_buyer_idx" ON "p2p_orders" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "p2p_orders_seller_idx" ON "p2p_orders" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "p2p_orders_open_idx" ON "p2p_orders" USING btree ("status","pay_deadline");