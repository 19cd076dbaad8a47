DROP TABLE "gamification_board" CASCADE;--> statement-breakpoint
DROP TABLE "gamification_totals" CASCADE;