CREATE TABLE "ico_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raise_currency" text DEFAULT 'USDT' NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"total_supply" numeric(36, 18) NOT NULL,
	"lot_size" numeric(36, 18) NOT NULL,
	"max_lots" integer NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"freeze_ratio" numeric(10, 4) DEFAULT '0' NOT NULL,
	"thaw_schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"subscribed_lots" bigint DEFAULT 0 NOT NULL,
	"allocated_at" bigint,
	"won_lots" bigint,
	"demo_key" text,
	"created_at" bigint NOT NULL,
	CONSTRAINT "ico_projects_times" CHECK ("ico_projects"."end_at" > "ico_projects"."start_at")
);
--> statement-breakpoint
CREATE TABLE "ico_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"lots" integer NOT NULL,
	"paid" numeric(36, 18) NOT NULL,
	"won_lots" integer,
	"consumption" numeric(36, 18),
	"refund" numeric(36, 18),
	"tokens" numeric(36, 18),
	"tokens_frozen" numeric(36, 18),
	"released" numeric(36, 18) DEFAULT '0' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "ico_subscriptions_lots" CHECK ("ico_subscriptions"."lots" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ico_projects_symbol_idx" ON "ico_projects" USING btree ("symbol");--> statement-breakpoint
CREATE UNIQUE INDEX "ico_projects_demo_key_idx" ON "ico_projects" USING btree ("demo_key");--> statement-breakpoint
CREATE INDEX "ico_projects_due_idx" ON "ico_projects" USING btree ("end_at") WHERE "ico_projects"."allocated_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ico_subscriptions_owner_idx" ON "ico_subscriptions" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "ico_subscriptions_user_idx" ON "ico_subscriptions" USING btree ("user_id","id");