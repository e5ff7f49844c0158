CREATE TABLE "activity_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"kind" text NOT NULL,
	"row_count" integer NOT NULL,
	"snapshot" jsonb,
	"undone_at" timestamp with time zone,
	"undo_of" uuid
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"done_for" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "activity_batches" ADD CONSTRAINT "activity_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_batches_created_at_idx" ON "activity_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_log_batch_idx" ON "activity_log" USING btree ("batch_id","id");