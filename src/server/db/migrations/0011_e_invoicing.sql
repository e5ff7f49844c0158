CREATE TYPE "public"."company_category" AS ENUM('micro', 'pme', 'eti', 'ge');--> statement-breakpoint
CREATE TYPE "public"."e_reporting" AS ENUM('oui', 'non');--> statement-breakpoint
CREATE TYPE "public"."mandate_status" AS ENUM('aucun', 'envoye', 'signe');--> statement-breakpoint
CREATE TYPE "public"."readiness_status" AS ENUM('a_faire', 'en_cours', 'pret', 'pas_concerne');--> statement-breakpoint
ALTER TYPE "public"."activity_entity" ADD VALUE 'e_invoicing';--> statement-breakpoint
ALTER TYPE "public"."obligation_kind" ADD VALUE 'e_invoicing_reception';--> statement-breakpoint
ALTER TYPE "public"."obligation_kind" ADD VALUE 'e_invoicing_issuing';--> statement-breakpoint
CREATE TABLE "firm_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "client_e_invoicing" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"platform" text,
	"platform_other" text,
	"reception_status" "readiness_status" DEFAULT 'a_faire' NOT NULL,
	"reception_date" date,
	"issuing_status" "readiness_status" DEFAULT 'a_faire' NOT NULL,
	"issuing_date" date,
	"e_reporting" "e_reporting",
	"delegation_status" "mandate_status" DEFAULT 'aucun' NOT NULL,
	"delegation_date" date,
	"designation_status" "mandate_status" DEFAULT 'aucun' NOT NULL,
	"designation_date" date,
	"directory_checked_at" date,
	"last_reminder_at" timestamp with time zone,
	"last_reminder_by" uuid,
	"last_reminder_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "categorie_entreprise" "company_category";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "cap_category" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "cap_day" date;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "on_sent" jsonb;--> statement-breakpoint
ALTER TABLE "firm_settings" ADD CONSTRAINT "firm_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_e_invoicing" ADD CONSTRAINT "client_e_invoicing_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_e_invoicing" ADD CONSTRAINT "client_e_invoicing_last_reminder_by_users_id_fk" FOREIGN KEY ("last_reminder_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_e_invoicing" ADD CONSTRAINT "client_e_invoicing_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_e_invoicing_platform_idx" ON "client_e_invoicing" USING btree ("platform");--> statement-breakpoint
CREATE INDEX "mail_outbox_cap_idx" ON "mail_outbox" USING btree ("cap_category","cap_day");