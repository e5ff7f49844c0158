-- The Dashboard's counters read a user's tasks from tasks_assigned_to_due_date_covering_idx alone
-- only where the visibility map marks the page all-visible; each task written clears its page's
-- mark until the next vacuum. By default autovacuum waits for 20 % of the table (20,000 changed
-- tasks at the reference firm), so on a working firm most marks stay cleared and the counters fall
-- back to reading every task row (measured: 2,000 random updates, 9 ms instead of 2.5 ms per
-- Dashboard for a collaborator with 17,000 tasks). A vacuum every 1 % keeps them: at the reference
-- firm about 1,000 changed or inserted tasks, 50 ms of background CPU, at most once a minute.
ALTER TABLE "tasks" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);
