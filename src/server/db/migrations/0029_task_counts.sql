CREATE TABLE "task_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"assigned_to" uuid,
	"status" "task_status" NOT NULL,
	"priority" "task_priority" NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- Statistiques and the Tâches counter now sum task_counts: nothing reads this index any more.
DROP INDEX "tasks_assigned_to_status_priority_idx";--> statement-breakpoint
-- Hand-written: task_counts holds, as deltas, the number of tasks per (assignee, status,
-- priority) (schema/tasks.ts says why). One trigger per event, since a trigger with transition
-- tables takes one event; each statement appends one row per key it moved, however many tasks
-- it wrote (the seed inserts 100,000 at once, a bulk change thousands). Foreign-key actions (an
-- assignee deleted: SET NULL) are updates like any other. A TRUNCATE leaves no task to count.
CREATE FUNCTION task_counts_from_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO task_counts (assigned_to, status, priority, n)
      SELECT assigned_to, status, priority, count(*) FROM new_tasks GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO task_counts (assigned_to, status, priority, n)
      SELECT assigned_to, status, priority, -count(*) FROM old_tasks GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO task_counts (assigned_to, status, priority, n)
      SELECT assigned_to, status, priority, sum(n) FROM (
        SELECT assigned_to, status, priority, 1 AS n FROM new_tasks
        UNION ALL
        SELECT assigned_to, status, priority, -1 FROM old_tasks
      ) moved
      GROUP BY 1, 2, 3
      HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION task_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM task_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tasks_counts_inserted AFTER INSERT ON tasks
  REFERENCING NEW TABLE AS new_tasks FOR EACH STATEMENT EXECUTE FUNCTION task_counts_from_statement();--> statement-breakpoint
CREATE TRIGGER tasks_counts_updated AFTER UPDATE ON tasks
  REFERENCING OLD TABLE AS old_tasks NEW TABLE AS new_tasks FOR EACH STATEMENT EXECUTE FUNCTION task_counts_from_statement();--> statement-breakpoint
CREATE TRIGGER tasks_counts_deleted AFTER DELETE ON tasks
  REFERENCING OLD TABLE AS old_tasks FOR EACH STATEMENT EXECUTE FUNCTION task_counts_from_statement();--> statement-breakpoint
CREATE TRIGGER tasks_counts_truncated AFTER TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION task_counts_truncated();--> statement-breakpoint
INSERT INTO task_counts (assigned_to, status, priority, n)
  SELECT assigned_to, status, priority, count(*) FROM tasks GROUP BY 1, 2, 3;
