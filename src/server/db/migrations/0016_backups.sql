CREATE TYPE "public"."backup_status" AS ENUM('pending', 'running', 'verifying', 'verified', 'unverified', 'failed');--> statement-breakpoint
CREATE TYPE "public"."backup_trigger" AS ENUM('schedule', 'manual');--> statement-breakpoint
ALTER TYPE "public"."activity_entity" ADD VALUE 'backup';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'backup_alert';--> statement-breakpoint
CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"trigger" "backup_trigger" NOT NULL,
	"status" "backup_status" NOT NULL,
	"requested_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"bytes" bigint,
	"table_counts" jsonb,
	"error" text,
	CONSTRAINT "backups_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backups_started_at_idx" ON "backups" USING btree ("started_at");