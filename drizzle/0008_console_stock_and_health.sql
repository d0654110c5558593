CREATE TABLE "delivery_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" text,
	"lead_id" uuid,
	"email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_checks_kind_check" CHECK ("delivery_checks"."kind" in ('scheduled', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "stock_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"email" text,
	"dealerships" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"rejected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_imports_source_check" CHECK ("stock_imports"."source" in ('api', 'cli', 'console', 'demo'))
);
--> statement-breakpoint
ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_action_check";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "feed_confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "cars" SET "feed_confirmed_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_alerts" ADD CONSTRAINT "delivery_alerts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_checks" ADD CONSTRAINT "delivery_checks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_checks" ADD CONSTRAINT "delivery_checks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_alerts_site_kind_idx" ON "delivery_alerts" USING btree ("site_id","kind","subject","at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_checks_site_day_key" ON "delivery_checks" USING btree ("site_id","day");--> statement-breakpoint
CREATE INDEX "delivery_checks_site_at_idx" ON "delivery_checks" USING btree ("site_id","at");--> statement-breakpoint
CREATE INDEX "stock_imports_site_at_idx" ON "stock_imports" USING btree ("site_id","at");--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_action_check" CHECK ("staff_audit"."action" in ('sign-in', 'sign-out', 'retry-delivery', 'change-follow-up', 'hide-car', 'show-car', 'upload-feed', 'send-test-lead'));