CREATE TABLE "task_titles" (
	"title" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "tasks_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "task_titles_folded_trgm_idx" ON "task_titles" USING gin (f_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_title_rank_idx" ON "tasks" USING btree ("title",("status" = 'termine'),"due_date","id");--> statement-breakpoint
-- Hand-written: task_titles holds every title a task carries (schema/tasks.ts says why). Inserts
-- are handled per statement (the seed and an undo insert thousands of tasks at once), a renamed
-- task per row. ON CONFLICT DO NOTHING takes no lock on an existing title: concurrent writers of
-- the same title never wait on each other.
CREATE FUNCTION task_titles_from_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_titles (title) SELECT DISTINCT title FROM inserted_tasks ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION task_titles_from_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_titles (title) VALUES (NEW.title) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tasks_titles_inserted AFTER INSERT ON tasks
  REFERENCING NEW TABLE AS inserted_tasks FOR EACH STATEMENT EXECUTE FUNCTION task_titles_from_inserted();--> statement-breakpoint
CREATE TRIGGER tasks_titles_renamed AFTER UPDATE OF title ON tasks
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION task_titles_from_renamed();--> statement-breakpoint
INSERT INTO task_titles (title) SELECT DISTINCT title FROM tasks;
