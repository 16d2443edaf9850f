CREATE TABLE "index_ticks" (
	"symbol" text NOT NULL,
	"time" bigint NOT NULL,
	"index" numeric(36, 18) NOT NULL,
	"sources" jsonb NOT NULL,
	CONSTRAINT "index_ticks_symbol_time_pk" PRIMARY KEY("symbol","time")
);
