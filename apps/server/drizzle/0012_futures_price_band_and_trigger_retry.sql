ALTER TABLE "futures_contracts" ADD COLUMN "price_band" numeric(36, 18) DEFAULT '2' NOT NULL;--> statement-breakpoint
ALTER TABLE "futures_triggers" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "futures_triggers" ADD COLUMN "retry_until" timestamp with time zone;