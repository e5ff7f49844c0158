DROP INDEX "client_obligations_due_date_idx";--> statement-breakpoint
DROP INDEX "client_obligations_a_faire_due_idx";--> statement-breakpoint
CREATE INDEX "client_obligations_due_date_status_idx" ON "client_obligations" USING btree ("due_date","status","obsolete");--> statement-breakpoint
CREATE INDEX "client_obligations_a_faire_due_obsolete_idx" ON "client_obligations" USING btree ("due_date","obsolete") WHERE "client_obligations"."status" = 'a_faire';--> statement-breakpoint
-- Those counts read the index alone only where the visibility map marks the page all-visible, which
-- each written row clears until the next vacuum; by default autovacuum waits for 20 % of the table
-- (275,000 rows at 50,000 clients). Every 1 %, as for tasks (0022): a status followed, a profile
-- regenerated, and the Échéances counters keep reading the index.
ALTER TABLE "client_obligations" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);
