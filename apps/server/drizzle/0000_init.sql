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
CREATE TABLE "authenticator_backup_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_authenticators" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text,
	"pending_secret" text,
	"pending_at" timestamp with time zone,
	"enabled_at" timestamp with time zone,
	"last_step" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"network" text PRIMARY KEY NOT NULL,
	"height" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"user_id" integer NOT NULL,
	"family" text NOT NULL,
	"address" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_addresses_user_id_family_pk" PRIMARY KEY("user_id","family"),
	CONSTRAINT "deposit_addresses_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"txid" text NOT NULL,
	"vout" integer NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"height" bigint NOT NULL,
	"required" integer NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "funding_networks" (
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"confirmations" integer NOT NULL,
	"min_deposit" numeric(36, 18) NOT NULL,
	"min_withdraw" numeric(36, 18) NOT NULL,
	"withdraw_fee" numeric(36, 18) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funding_networks_currency_network_pk" PRIMARY KEY("currency","network")
);
--> statement-breakpoint
CREATE TABLE "funding_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_chain_heads" (
	"network" text PRIMARY KEY NOT NULL,
	"height" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_chain_txs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"txid" text NOT NULL,
	"vout" smallint DEFAULT 0 NOT NULL,
	"address" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"height" bigint NOT NULL,
	"direction" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"fee" numeric(36, 18) NOT NULL,
	"receive_amount" numeric(36, 18) NOT NULL,
	"usdt_value" numeric(36, 18) NOT NULL,
	"status" text NOT NULL,
	"txid" text,
	"note" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_article_texts" (
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "help_article_texts_article_id_locale_pk" PRIMARY KEY("article_id","locale")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_common" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "identity_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"id_number" text NOT NULL,
	"country" text NOT NULL,
	"front_photo_id" integer NOT NULL,
	"back_photo_id" integer NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_candles" (
	"symbol" text NOT NULL,
	"interval" text NOT NULL,
	"time" bigint NOT NULL,
	"open" numeric(36, 18) NOT NULL,
	"high" numeric(36, 18) NOT NULL,
	"low" numeric(36, 18) NOT NULL,
	"close" numeric(36, 18) NOT NULL,
	"vol" numeric(36, 18) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "market_candles_symbol_interval_time_pk" PRIMARY KEY("symbol","interval","time")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"tif" text NOT NULL,
	"price" numeric(36, 18),
	"quantity" numeric(36, 18),
	"amount" numeric(36, 18),
	"deal_quantity" numeric(36, 18) DEFAULT '0' NOT NULL,
	"deal_amount" numeric(36, 18) DEFAULT '0' NOT NULL,
	"fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"fee_currency" text NOT NULL,
	"status" text NOT NULL,
	"client_order_id" text,
	"frozen" numeric(36, 18) DEFAULT '0' NOT NULL,
	"frozen_currency" text NOT NULL,
	"seq" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_orders_frozen_nonneg" CHECK ("spot_orders"."frozen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "spot_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"maker_order_id" bigint NOT NULL,
	"taker_order_id" bigint NOT NULL,
	"maker_user_id" integer NOT NULL,
	"taker_user_id" integer NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"quantity" numeric(36, 18) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"taker_side" text NOT NULL,
	"maker_fee" numeric(36, 18) NOT NULL,
	"taker_fee" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_avatars" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_avatars_user_id_unique" UNIQUE("user_id")
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
CREATE TABLE "wallet_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"currency" text NOT NULL,
	"from_account" text NOT NULL,
	"to_account" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"entry_id" bigint,
	"from_before" numeric(36, 18) DEFAULT '0' NOT NULL,
	"from_after" numeric(36, 18) DEFAULT '0' NOT NULL,
	"to_before" numeric(36, 18) DEFAULT '0' NOT NULL,
	"to_after" numeric(36, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transfers_amount_positive" CHECK ("wallet_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_texts" ADD CONSTRAINT "help_article_texts_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_ref_idx" ON "journal_entries" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "postings_owner_idx" ON "postings" USING btree ("user_id","account","currency","id");--> statement-breakpoint
CREATE INDEX "postings_user_idx" ON "postings" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_idx" ON "users" USING btree ("area_code","mobile");--> statement-breakpoint
CREATE INDEX "login_history_user_idx" ON "login_history" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "authenticator_backup_codes_user_idx" ON "authenticator_backup_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_chain_idx" ON "deposits" USING btree ("network","txid","vout");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_chain_txs_idx" ON "sim_chain_txs" USING btree ("network","txid","vout");--> statement-breakpoint
CREATE INDEX "sim_chain_txs_height_idx" ON "sim_chain_txs" USING btree ("network","height");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_addresses_uniq" ON "withdraw_addresses" USING btree ("user_id","currency","network","address");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_client_idx" ON "withdrawals" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "help_article_texts_locale_idx" ON "help_article_texts" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "identity_applications_user_idx" ON "identity_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "identity_applications_status_idx" ON "identity_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_applications_one_pending_idx" ON "identity_applications" USING btree ("user_id") WHERE status = 2;--> statement-breakpoint
CREATE INDEX "identity_photos_user_idx" ON "identity_photos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "spot_orders_client_idx" ON "spot_orders" USING btree ("user_id","client_order_id");--> statement-breakpoint
CREATE INDEX "spot_orders_open_idx" ON "spot_orders" USING btree ("symbol","id") WHERE "spot_orders"."status" in ('waiting', 'partial');--> statement-breakpoint
CREATE INDEX "spot_orders_user_open_idx" ON "spot_orders" USING btree ("user_id","id") WHERE "spot_orders"."status" in ('waiting', 'partial');--> statement-breakpoint
CREATE INDEX "spot_orders_user_history_idx" ON "spot_orders" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "spot_trades_symbol_idx" ON "spot_trades" USING btree ("symbol","id");--> statement-breakpoint
CREATE INDEX "spot_trades_maker_idx" ON "spot_trades" USING btree ("maker_order_id");--> statement-breakpoint
CREATE INDEX "spot_trades_taker_idx" ON "spot_trades" USING btree ("taker_order_id");--> statement-breakpoint
CREATE INDEX "dev_outbox_address_idx" ON "dev_outbox" USING btree ("address","id");--> statement-breakpoint
CREATE INDEX "verification_codes_address_idx" ON "verification_codes" USING btree ("address","purpose","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_client_idx" ON "wallet_transfers" USING btree ("user_id","client_id");