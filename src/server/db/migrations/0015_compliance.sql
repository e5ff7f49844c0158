CREATE TYPE "public"."document_kind" AS ENUM('lettre_mission', 'kbis', 'identite', 'rbe', 'questionnaire', 'autre');--> statement-breakpoint
CREATE TYPE "public"."engagement_mission" AS ENUM('tenue', 'presentation', 'social', 'juridique', 'fiscal', 'conseil', 'autre');--> statement-breakpoint
CREATE TYPE "public"."engagement_status" AS ENUM('a_preparer', 'envoyee', 'signee', 'resiliee');--> statement-breakpoint
CREATE TYPE "public"."fees_mode" AS ENUM('forfait', 'temps_passe');--> statement-breakpoint
CREATE TYPE "public"."sanctions_result" AS ENUM('aucune_correspondance', 'correspondance');--> statement-breakpoint
CREATE TYPE "public"."vigilance_level" AS ENUM('simplifiee', 'standard', 'renforcee');--> statement-breakpoint
ALTER TYPE "public"."activity_entity" ADD VALUE 'kyc';--> statement-breakpoint
ALTER TYPE "public"."activity_entity" ADD VALUE 'engagement_letter';--> statement-breakpoint
ALTER TYPE "public"."activity_entity" ADD VALUE 'client_document';--> statement-breakpoint
CREATE TABLE "beneficial_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"birth_date" date,
	"nationality" text,
	"share" numeric(5, 2),
	"control" text,
	"ppe" boolean DEFAULT false NOT NULL,
	"source_date" date,
	CONSTRAINT "beneficial_owners_share_range" CHECK ("beneficial_owners"."share" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "client_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" "document_kind" NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_name" text,
	CONSTRAINT "client_documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "client_kyc" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"client_name" text,
	"ended_at" timestamp with time zone,
	"vigilance" "vigilance_level",
	"assessed_at" date,
	"assessed_by" uuid,
	"assessed_by_name" text,
	"justification" text,
	"risk" jsonb,
	"identity_verified_at" date,
	"identity_document" text,
	"identity_verified_by" uuid,
	"identity_verified_by_name" text,
	"sanctions_checked_at" date,
	"sanctions_result" "sanctions_result",
	"last_review_at" date,
	"next_review_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "engagement_letters" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"status" "engagement_status" DEFAULT 'a_preparer' NOT NULL,
	"missions" "engagement_mission"[] DEFAULT '{}' NOT NULL,
	"missions_other" text,
	"fees" numeric(12, 2),
	"fees_mode" "fees_mode",
	"start_date" date,
	"tacit_renewal" boolean DEFAULT true NOT NULL,
	"signed_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_kyc" ADD CONSTRAINT "client_kyc_assessed_by_users_id_fk" FOREIGN KEY ("assessed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_kyc" ADD CONSTRAINT "client_kyc_identity_verified_by_users_id_fk" FOREIGN KEY ("identity_verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_kyc" ADD CONSTRAINT "client_kyc_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_letters" ADD CONSTRAINT "engagement_letters_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficial_owners_client_id_idx" ON "beneficial_owners" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_documents_client_id_idx" ON "client_documents" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_kyc_next_review_at_idx" ON "client_kyc" USING btree ("next_review_at");