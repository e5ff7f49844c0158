CREATE TYPE "public"."employeur" AS ENUM('non', 'moins_50', 'plus_50');--> statement-breakpoint
CREATE TYPE "public"."oui_non" AS ENUM('oui', 'non');--> statement-breakpoint
CREATE TYPE "public"."regime_imposition" AS ENUM('is', 'ir_bic', 'ir_bnc', 'ir_ba', 'ir_foncier');--> statement-breakpoint
CREATE TYPE "public"."regime_tva" AS ENUM('franchise', 'mensuel', 'trimestriel', 'simplifie');--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "regime_imposition" "regime_imposition";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "regime_tva" "regime_tva";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "jour_tva" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "employeur" "employeur" DEFAULT 'non' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "cfe_acompte" "oui_non" DEFAULT 'non' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "cvae" "oui_non" DEFAULT 'non' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "date_creation" date;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_jour_tva_range" CHECK ("clients"."jour_tva" BETWEEN 15 AND 24);