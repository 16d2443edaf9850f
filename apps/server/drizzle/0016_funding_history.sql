CREATE TABLE "futures_funding_rates" (
	"symbol" text NOT NULL,
	"funding_time" bigint NOT NULL,
	"rate" numeric(36, 18) NOT NULL,
	CONSTRAINT "futures_funding_rates_symbol_funding_time_pk" PRIMARY KEY("symbol","funding_time")
);
--> statement-breakpoint
-- The fundings settled before this table: the last one of each contract, which futures_contracts kept.
INSERT INTO "futures_funding_rates" ("symbol", "funding_time", "rate") SELECT "symbol", "last_funding_time", "last_funding_rate" FROM "futures_contracts" WHERE "last_funding_time" > 0;
