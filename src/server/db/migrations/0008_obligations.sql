CREATE TYPE "public"."obligation_kind" AS ENUM('tva_ca3', 'tva_acompte', 'tva_ca12', 'is_acompte', 'is_solde', 'liasse', 'cfe_acompte', 'cfe_solde', 'cvae_acompte', 'dsn', 'approbation', 'depot_comptes');--> statement-breakpoint
ALTER TYPE "public"."activity_entity" ADD VALUE 'obligation';--> statement-breakpoint
CREATE TABLE "client_obligations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" "obligation_kind" NOT NULL,
	"period" text NOT NULL,
	"label" text NOT NULL,
	"due_date" date NOT NULL,
	"estimated" boolean DEFAULT false NOT NULL,
	"estimate_note" text,
	"tolerance_date" date,
	"status" "tracking_status" DEFAULT 'a_faire' NOT NULL,
	"note" text,
	"obsolete" boolean DEFAULT false NOT NULL,
	"status_by" uuid,
	"status_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_obligations_client_kind_period_key" UNIQUE("client_id","kind","period")
);
--> statement-breakpoint
ALTER TABLE "client_obligations" ADD CONSTRAINT "client_obligations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_obligations" ADD CONSTRAINT "client_obligations_status_by_users_id_fk" FOREIGN KEY ("status_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_obligations_due_date_idx" ON "client_obligations" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "client_obligations_a_faire_due_idx" ON "client_obligations" USING btree ("due_date") WHERE "client_obligations"."status" = 'a_faire';