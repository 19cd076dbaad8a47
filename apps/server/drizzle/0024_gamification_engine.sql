CREATE TABLE "gamification_board" (
	"tenant_id" integer NOT NULL,
	"board" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"period" integer NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "gamification_board_tenant_id_board_user_id_pk" PRIMARY KEY("tenant_id","board","user_id")
);
--> statement-breakpoint
CREATE TABLE "gamification_celebrations" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "gamification_celebrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"level_id" integer,
	"reward_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "gamification_celebrations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "gamification_celebrations_kind" CHECK (("gamification_celebrations"."kind" = 'level' and "gamification_celebrations"."level_id" is not null) or ("gamification_celebrations"."kind" = 'reward' and "gamification_celebrations"."reward_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "gamification_daily" (
	"tenant_id" integer NOT NULL,
	"period" integer NOT NULL,
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "gamification_daily_tenant_id_period_day_user_id_pk" PRIMARY KEY("tenant_id","period","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "gamification_earned_rewards" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "gamification_earned_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_earned_rewards_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "gamification_engine_state" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"window_day" date NOT NULL,
	"recalc_state" varchar(8) DEFAULT 'idle' NOT NULL,
	"recalc_done" integer DEFAULT 0 NOT NULL,
	"recalc_total" integer DEFAULT 0 NOT NULL,
	"recalc_requested_at" timestamp with time zone,
	"recalc_finished_at" timestamp with time zone,
	CONSTRAINT "gamification_engine_state_recalc" CHECK ("gamification_engine_state"."recalc_state" in ('idle', 'queued', 'running'))
);
--> statement-breakpoint
CREATE TABLE "gamification_histogram" (
	"tenant_id" integer NOT NULL,
	"board" smallint NOT NULL,
	"period" integer NOT NULL,
	"score" integer NOT NULL,
	"students" integer NOT NULL,
	CONSTRAINT "gamification_histogram_tenant_id_board_period_score_pk" PRIMARY KEY("tenant_id","board","period","score")
);
--> statement-breakpoint
CREATE TABLE "gamification_ledger" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "gamification_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"action" varchar(24) NOT NULL,
	"object_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"event_id" bigint NOT NULL,
	"period" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_ledger_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "gamification_totals" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"lifetime" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_totals_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "gamification_board" ADD CONSTRAINT "gamification_board_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_celebrations" ADD CONSTRAINT "gamification_celebrations_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_celebrations" ADD CONSTRAINT "gamification_celebrations_tenant_id_level_id_levels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","level_id") REFERENCES "public"."levels"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_celebrations" ADD CONSTRAINT "gamification_celebrations_tenant_id_reward_id_rewards_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reward_id") REFERENCES "public"."rewards"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_daily" ADD CONSTRAINT "gamification_daily_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_earned_rewards" ADD CONSTRAINT "gamification_earned_rewards_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_earned_rewards" ADD CONSTRAINT "gamification_earned_rewards_tenant_id_reward_id_rewards_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reward_id") REFERENCES "public"."rewards"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_engine_state" ADD CONSTRAINT "gamification_engine_state_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_ledger" ADD CONSTRAINT "gamification_ledger_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_ledger" ADD CONSTRAINT "gamification_ledger_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_totals" ADD CONSTRAINT "gamification_totals_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gamification_board_rank" ON "gamification_board" USING btree ("tenant_id","board","period","score" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_celebrations_level" ON "gamification_celebrations" USING btree ("tenant_id","user_id","level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_celebrations_reward" ON "gamification_celebrations" USING btree ("tenant_id","user_id","reward_id");--> statement-breakpoint
CREATE INDEX "gamification_celebrations_unseen" ON "gamification_celebrations" USING btree ("tenant_id","user_id","id") WHERE "gamification_celebrations"."seen_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_earned_rewards_key" ON "gamification_earned_rewards" USING btree ("tenant_id","user_id","reward_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_ledger_key" ON "gamification_ledger" USING btree ("tenant_id","user_id","action","object_id");--> statement-breakpoint
CREATE INDEX "gamification_ledger_day" ON "gamification_ledger" USING btree ("tenant_id","user_id","action","day");