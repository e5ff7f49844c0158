DROP INDEX "clients_raison_sociale_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_folded_name_idx";--> statement-breakpoint
DROP INDEX "clients_numero_client_trgm_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (f_unaccent(lower(raison_sociale))) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "numero_folded" text GENERATED ALWAYS AS (f_unaccent(lower(numero_client))) STORED;--> statement-breakpoint
CREATE INDEX "clients_name_folded_trgm_idx" ON "clients" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_name_folded_order_idx" ON "clients" USING btree (("name_folded" COLLATE "C"),"id");--> statement-breakpoint
CREATE INDEX "clients_numero_folded_trgm_idx" ON "clients" USING gin ("numero_folded" gin_trgm_ops);