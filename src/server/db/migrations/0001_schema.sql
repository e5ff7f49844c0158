CREATE TYPE "public"."authorization_kind" AS ENUM('impots', 'urssaf', 'bank_ebics', 'bank_impot', 'bank_urssaf');--> statement-breakpoint
CREATE TYPE "public"."authorization_status" AS ENUM('a_faire', 'en_cours', 'ok_client', 'pas_necessaire');--> statement-breakpoint
CREATE TYPE "public"."bank_change_status" AS ENUM('a_faire', 'en_cours', 'termine');--> statement-breakpoint
CREATE TYPE "public"."classification" AS ENUM('SAS', 'SARL', 'EURL', 'SCI', 'Association', 'Entreprise Individuelle', 'Micro-entreprise', 'GIE', 'SCM', 'GAEC', 'SASU', 'Autre');--> statement-breakpoint
CREATE TYPE "public"."client_status" AS ENUM('actif', 'inactif', 'prospect');--> statement-breakpoint
CREATE TYPE "public"."recurrence_frequency" AS ENUM('jour', 'semaine', 'mois', 'annee');--> statement-breakpoint
CREATE TYPE "public"."task_priority" AS ENUM('urgente', 'haute', 'normale', 'basse');--> statement-breakpoint
CREATE TYPE "public"."task_status" AS ENUM('a_faire', 'en_cours', 'en_attente', 'termine');--> statement-breakpoint
CREATE TYPE "public"."task_type" AS ENUM('ponctuelle', 'recurrente');--> statement-breakpoint
CREATE TYPE "public"."tracking_kind" AS ENUM('cfe', '3en1');--> statement-breakpoint
CREATE TYPE "public"."tracking_status" AS ENUM('a_faire', 'fait', 'pas_concerne');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'collaborateur', 'stagiaire');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"role" "user_role" DEFAULT 'collaborateur' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_collaborators" (
	"client_id" uuid NOT NULL,
	"collaborator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_collaborators_client_id_collaborator_id_pk" PRIMARY KEY("client_id","collaborator_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero_client" text,
	"raison_sociale" text NOT NULL,
	"siret" text,
	"classification" "classification",
	"status" "client_status" DEFAULT 'actif' NOT NULL,
	"date_cloture" date,
	"adresse" text,
	"code_postal" text,
	"ville" text,
	"telephone" text,
	"email" text,
	"software_id" uuid,
	"collaborator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "clients_raison_sociale_not_blank" CHECK (length(trim("clients"."raison_sociale")) > 0)
);
--> statement-breakpoint
CREATE TABLE "software" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "software_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" "task_type" DEFAULT 'ponctuelle' NOT NULL,
	"priority" "task_priority" DEFAULT 'normale' NOT NULL,
	"status" "task_status" DEFAULT 'a_faire' NOT NULL,
	"client_id" uuid,
	"assigned_to" uuid,
	"created_by" uuid,
	"due_date" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"recurrence_frequency" "recurrence_frequency",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "tasks_title_not_blank" CHECK (length(trim("tasks"."title")) > 0),
	CONSTRAINT "tasks_recurrence_matches_type" CHECK (("tasks"."type" = 'recurrente') = ("tasks"."recurrence_frequency" is not null))
);
--> statement-breakpoint
CREATE TABLE "bank_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_name" text NOT NULL,
	"client_id" uuid,
	"new_bank_name" text NOT NULL,
	"change_date" date DEFAULT now() NOT NULL,
	"prelevement_cabinet_status" "bank_change_status" DEFAULT 'a_faire' NOT NULL,
	"impot_status" "bank_change_status" DEFAULT 'a_faire' NOT NULL,
	"charges_sociales_status" "bank_change_status" DEFAULT 'a_faire' NOT NULL,
	"ebics_status" "bank_change_status" DEFAULT 'a_faire' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "client_authorizations" (
	"client_id" uuid NOT NULL,
	"kind" "authorization_kind" NOT NULL,
	"status" "authorization_status" DEFAULT 'a_faire' NOT NULL,
	"authorization_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "client_authorizations_client_id_kind_pk" PRIMARY KEY("client_id","kind")
);
--> statement-breakpoint
CREATE TABLE "tracking_years" (
	"kind" "tracking_kind" NOT NULL,
	"year" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_years_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "tracking_years_year_range" CHECK ("tracking_years"."year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "yearly_tracking" (
	"client_id" uuid NOT NULL,
	"kind" "tracking_kind" NOT NULL,
	"year" integer NOT NULL,
	"status" "tracking_status" DEFAULT 'a_faire' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "yearly_tracking_client_id_kind_year_pk" PRIMARY KEY("client_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "notes_body_not_blank" CHECK (length(trim("notes"."body")) > 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_collaborators" ADD CONSTRAINT "client_collaborators_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_collaborators" ADD CONSTRAINT "client_collaborators_collaborator_id_users_id_fk" FOREIGN KEY ("collaborator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_software_id_software_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."software"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_collaborator_id_users_id_fk" FOREIGN KEY ("collaborator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software" ADD CONSTRAINT "software_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_changes" ADD CONSTRAINT "bank_changes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_changes" ADD CONSTRAINT "bank_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_changes" ADD CONSTRAINT "bank_changes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_authorizations" ADD CONSTRAINT "client_authorizations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_authorizations" ADD CONSTRAINT "client_authorizations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_years" ADD CONSTRAINT "tracking_years_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yearly_tracking" ADD CONSTRAINT "yearly_tracking_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yearly_tracking" ADD CONSTRAINT "yearly_tracking_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yearly_tracking" ADD CONSTRAINT "yearly_tracking_kind_year_tracking_years_kind_year_fk" FOREIGN KEY ("kind","year") REFERENCES "public"."tracking_years"("kind","year") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "client_collaborators_collaborator_id_idx" ON "client_collaborators" USING btree ("collaborator_id");--> statement-breakpoint
CREATE INDEX "clients_raison_sociale_idx" ON "clients" USING btree ("raison_sociale");--> statement-breakpoint
CREATE INDEX "clients_siret_idx" ON "clients" USING btree ("siret");--> statement-breakpoint
CREATE INDEX "clients_numero_client_idx" ON "clients" USING btree ("numero_client");--> statement-breakpoint
CREATE INDEX "clients_status_idx" ON "clients" USING btree ("status");--> statement-breakpoint
CREATE INDEX "clients_software_id_idx" ON "clients" USING btree ("software_id");--> statement-breakpoint
CREATE INDEX "tasks_assigned_to_due_date_idx" ON "tasks" USING btree ("assigned_to","due_date");--> statement-breakpoint
CREATE INDEX "tasks_due_date_idx" ON "tasks" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "tasks_client_id_idx" ON "tasks" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bank_changes_created_at_idx" ON "bank_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "client_authorizations_kind_idx" ON "client_authorizations" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "yearly_tracking_kind_year_idx" ON "yearly_tracking" USING btree ("kind","year");--> statement-breakpoint
CREATE INDEX "notes_client_id_idx" ON "notes" USING btree ("client_id");