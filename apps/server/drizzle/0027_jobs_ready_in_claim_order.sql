DROP INDEX "jobs_ready";--> statement-breakpoint
CREATE INDEX "jobs_ready" ON "jobs" USING btree ("run_at","id") WHERE status in ('pending', 'running');