CREATE TABLE "gamification_standings" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"lifetime" integer DEFAULT 0 NOT NULL,
	"period" integer NOT NULL,
	"score_all" integer DEFAULT 0 NOT NULL,
	"score_30d" integer DEFAULT 0 NOT NULL,
	"score_7d" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gamification_standings_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "gamification_standings" ADD CONSTRAINT "gamification_standings_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gamification_standings_all" ON "gamification_standings" USING btree ("tenant_id","period","score_all" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "gamification_standings_30d" ON "gamification_standings" USING btree ("tenant_id","period","score_30d" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "gamification_standings_7d" ON "gamification_standings" USING btree ("tenant_id","period","score_7d" DESC NULLS LAST,"user_id");--> statement-breakpoint
-- One row per student from the totals and the three board rows (a board row of an older period than
-- the student's newest counts 0), then each board's histogram from the new rows.
INSERT INTO "gamification_standings" ("tenant_id", "user_id", "lifetime", "period", "score_all", "score_30d", "score_7d")
SELECT coalesce(t."tenant_id", b."tenant_id"), coalesce(t."user_id", b."user_id"), coalesce(t."lifetime", 0),
  coalesce(b."period", (SELECT s."period" FROM "gamification_settings" s WHERE s."tenant_id" = t."tenant_id"), 1),
  coalesce(b."score_all", 0), coalesce(b."score_30d", 0), coalesce(b."score_7d", 0)
FROM "gamification_totals" t
FULL JOIN (
  SELECT r."tenant_id", r."user_id", m."period",
    max(r."score") FILTER (WHERE r."board" = 0 AND r."period" = m."period") AS "score_all",
    max(r."score") FILTER (WHERE r."board" = 1 AND r."period" = m."period") AS "score_30d",
    max(r."score") FILTER (WHERE r."board" = 2 AND r."period" = m."period") AS "score_7d"
  FROM "gamification_board" r
  JOIN (SELECT "tenant_id", "user_id", max("period") AS "period" FROM "gamification_board" GROUP BY 1, 2) m
    ON m."tenant_id" = r."tenant_id" AND m."user_id" = r."user_id"
  GROUP BY r."tenant_id", r."user_id", m."period"
) b ON b."tenant_id" = t."tenant_id" AND b."user_id" = t."user_id";
--> statement-breakpoint
DELETE FROM "gamification_histogram";
--> statement-breakpoint
INSERT INTO "gamification_histogram" ("tenant_id", "board", "period", "score", "students")
SELECT "tenant_id", 0, "period", "score_all", count(*)::int FROM "gamification_standings" GROUP BY 1, 3, 4
UNION ALL SELECT "tenant_id", 1, "period", "score_30d", count(*)::int FROM "gamification_standings" GROUP BY 1, 3, 4
UNION ALL SELECT "tenant_id", 2, "period", "score_7d", count(*)::int FROM "gamification_standings" GROUP BY 1, 3, 4;
