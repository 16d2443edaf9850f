CREATE TABLE "futures_liquidations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"margin_mode" text NOT NULL,
	"size" numeric(36, 18) NOT NULL,
	"entry_price" numeric(36, 18) NOT NULL,
	"mark_price" numeric(36, 18) NOT NULL,
	"bankruptcy_price" numeric(36, 18) NOT NULL,
	"book_size" numeric(36, 18) NOT NULL,
	"adl_size" numeric(36, 18) NOT NULL,
	"insurance_delta" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "futures_liquidations_symbol_idx" ON "futures_liquidations" USING btree ("symbol","id");--> statement-breakpoint
CREATE INDEX "futures_liquidations_user_idx" ON "futures_liquidations" USING btree ("user_id","id");