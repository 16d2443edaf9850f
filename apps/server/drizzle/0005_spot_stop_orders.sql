CREATE TABLE "spot_stop_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"stop_price" numeric(36, 18) NOT NULL,
	"direction" text NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"quantity" numeric(36, 18) NOT NULL,
	"status" text NOT NULL,
	"order_id" bigint,
	"fail_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "spot_stop_orders_waiting_idx" ON "spot_stop_orders" USING btree ("symbol","id") WHERE "spot_stop_orders"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "spot_stop_orders_user_idx" ON "spot_stop_orders" USING btree ("user_id","id");