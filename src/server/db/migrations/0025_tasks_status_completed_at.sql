DROP INDEX "tasks_status_idx";--> statement-breakpoint
CREATE INDEX "tasks_status_completed_at_idx" ON "tasks" USING btree ("status","completed_at");