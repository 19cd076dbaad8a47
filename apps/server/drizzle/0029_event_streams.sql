CREATE TABLE "event_streams" (
	"subscriber" varchar(64) NOT NULL,
	"part" smallint NOT NULL,
	"after_tx" "xid8" NOT NULL,
	"after_id" bigint NOT NULL,
	CONSTRAINT "event_streams_subscriber_part_pk" PRIMARY KEY("subscriber","part")
);
--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "domain_events_stream" ON "domain_events" USING btree ("tx","id");--> statement-breakpoint
-- The gamification engine reads its events as a stream from here on (decision 0010). The events
-- already written have their events.deliver jobs (done, or still due), so its four parts start
-- after them: those events took this transaction's id as their tx.
INSERT INTO "event_streams" ("subscriber", "part", "after_tx", "after_id")
SELECT 'gamification', p, pg_current_xact_id(), coalesce((SELECT max("id") FROM "domain_events"), 0) FROM generate_series(0, 3) p;
