DROP INDEX "tasks_assigned_to_due_date_idx";--> statement-breakpoint
CREATE INDEX "tasks_assigned_to_due_date_covering_idx" ON "tasks" USING btree ("assigned_to","due_date","status","completed_at");