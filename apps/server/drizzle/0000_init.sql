CREATE TABLE "balances" (
	"user_id" integer NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"available" numeric(36, 18) DEFAULT '0' NOT NULL,
	"frozen" numeric(36, 18) DEFAULT '0' NOT NULL,
	"allow_negative" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balances_user_id_account_currency_pk" PRIMARY KEY("user_id","account","currency"),
	CONSTRAINT "balances_available_nonneg" CHECK ("balances"."allow_negative" = 1 or "balances"."available" >= 0),
	CONSTRAINT "balances_frozen_nonneg" CHECK ("balances"."frozen" >= 0),
	CONSTRAINT "balances_account_known" CHECK ("balances"."account" in ('spot', 'futures', 'second', 'fiat', 'ico'))
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"precision" smallint NOT NULL,
	"recharge_turn" smallint DEFAULT 1 NOT NULL,
	"draw_turn" smallint DEFAULT 1 NOT NULL,
	"legal_status" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "currencies_symbol_unique" UNIQUE("symbol")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"ref_type" text DEFAULT '' NOT NULL,
	"ref_id" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"flag" text NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"left_symbol" text NOT NULL,
	"right_symbol" text NOT NULL,
	"is_hot" smallint DEFAULT 0 NOT NULL,
	"trade_status" smallint DEFAULT 1 NOT NULL,
	"contract_status" smallint DEFAULT 0 NOT NULL,
	"tick_size" numeric(36, 18) NOT NULL,
	"step_size" numeric(36, 18) NOT NULL,
	"min_qty" numeric(36, 18) NOT NULL,
	"min_notional" numeric(36, 18) NOT NULL,
	"maker_fee" numeric(36, 18) DEFAULT '0.001' NOT NULL,
	"taker_fee" numeric(36, 18) DEFAULT '0.001' NOT NULL,
	"price_precision" smallint NOT NULL,
	"qty_precision" smallint NOT NULL,
	"supply" numeric(36, 18) DEFAULT '0' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pairs_symbol_unique" UNIQUE("symbol")
);
--> statement-breakpoint
CREATE TABLE "platform_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_notes" (
	"type" smallint NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "platform_notes_type_lang_pk" PRIMARY KEY("type","lang")
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"field" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"available_after" numeric(36, 18) NOT NULL,
	"frozen_after" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postings_field_known" CHECK ("postings"."field" in ('available', 'frozen')),
	CONSTRAINT "postings_amount_nonzero" CHECK ("postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "pricing_currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"mark" text NOT NULL,
	"rate" numeric(36, 18) NOT NULL,
	CONSTRAINT "pricing_currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"email" text,
	"mobile" text,
	"area_code" text,
	"password_hash" text,
	"fund_password_hash" text,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"invite_code" text NOT NULL,
	"invited_by" integer,
	"role" text DEFAULT 'user' NOT NULL,
	"name_status" smallint DEFAULT 1 NOT NULL,
	"pricing_currency" text DEFAULT 'USD' NOT NULL,
	"lang" text DEFAULT 'en_US' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_account_unique" UNIQUE("account"),
	CONSTRAINT "users_invite_code_unique" UNIQUE("invite_code")
);
--> statement-breakpoint
CREATE TABLE "auth_throttles" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "auth_throttles_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"purpose" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_ref_idx" ON "journal_entries" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "postings_owner_idx" ON "postings" USING btree ("user_id","account","currency","id");--> statement-breakpoint
CREATE INDEX "postings_user_idx" ON "postings" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_idx" ON "users" USING btree ("area_code","mobile");--> statement-breakpoint
CREATE INDEX "login_history_user_idx" ON "login_history" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "dev_outbox_address_idx" ON "dev_outbox" USING btree ("address","id");--> statement-breakpoint
CREATE INDEX "verification_codes_address_idx" ON "verification_codes" USING btree ("address","purpose","id");