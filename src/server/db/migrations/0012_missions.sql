CREATE TYPE "public"."mission_kind" AS ENUM('exercice', 'ponctuelle');--> statement-breakpoint
CREATE TYPE "public"."mission_status" AS ENUM('en_cours', 'en_attente_client', 'terminee', 'abandonnee');--> statement-breakpoint
ALTER TYPE "public"."activity_entity" ADD VALUE 'mission';--> statement-breakpoint
ALTER TYPE "public"."activity_entity" ADD VALUE 'mission_template';--> statement-breakpoint
CREATE TABLE "mission_stage_progress" (
	"mission_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"target_date" date,
	"done_at" date,
	"done_by" uuid,
	"done_by_name" text,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_stage_progress_mission_id_stage_id_pk" PRIMARY KEY("mission_id","stage_id")
);
--> statement-breakpoint
CREATE TABLE "mission_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rule" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" "mission_kind" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "mission_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"closing_date" date NOT NULL,
	"stage_id" uuid NOT NULL,
	"status" "mission_status" DEFAULT 'en_cours' NOT NULL,
	"waiting_reason" text,
	"responsible_id" uuid,
	"reviewer_id" uuid,
	"budget_hours" numeric(7, 2),
	"notes" text,
	"online_filing" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "missions_client_template_closing_key" UNIQUE("client_id","template_id","closing_date")
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "mission_id" uuid;--> statement-breakpoint
ALTER TABLE "mission_stage_progress" ADD CONSTRAINT "mission_stage_progress_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_stage_progress" ADD CONSTRAINT "mission_stage_progress_stage_id_mission_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."mission_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_stage_progress" ADD CONSTRAINT "mission_stage_progress_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_stages" ADD CONSTRAINT "mission_stages_template_id_mission_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mission_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_templates" ADD CONSTRAINT "mission_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_template_id_mission_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."mission_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_stage_id_mission_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."mission_stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_stage_progress_stage_id_idx" ON "mission_stage_progress" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "mission_stages_template_id_idx" ON "mission_stages" USING btree ("template_id","position");--> statement-breakpoint
CREATE INDEX "missions_template_closing_idx" ON "missions" USING btree ("template_id","closing_date");--> statement-breakpoint
CREATE INDEX "missions_responsible_id_idx" ON "missions" USING btree ("responsible_id");--> statement-breakpoint
CREATE INDEX "missions_stage_id_idx" ON "missions" USING btree ("stage_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_mission_id_idx" ON "tasks" USING btree ("mission_id");