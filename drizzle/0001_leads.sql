CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"car_id" integer,
	"lead_id" uuid,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"event" text DEFAULT 'lead.created' NOT NULL,
	"target" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_outbox_status_check" CHECK ("lead_outbox"."status" in ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "lead_outbox_channel_check" CHECK ("lead_outbox"."channel" in ('dealer-email', 'webhook', 'receipt'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"site_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"dealership_id" integer,
	"location_id" integer,
	"car_id" integer,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"appointment_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"miscellaneous" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_reference_unique" UNIQUE("reference"),
	CONSTRAINT "leads_delivery_status_check" CHECK ("leads"."delivery_status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_site_event_idx" ON "analytics_events" USING btree ("site_id","event_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_outbox_due_idx" ON "lead_outbox" USING btree ("next_attempt_at") WHERE "lead_outbox"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "lead_outbox_lead_idx" ON "lead_outbox" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_site_idempotency_key" ON "leads" USING btree ("site_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_site_created_idx" ON "leads" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_site_delivery_idx" ON "leads" USING btree ("site_id","delivery_status");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_test_drive_slot_key" ON "leads" USING btree ("location_id","appointment_at") WHERE "leads"."kind" = 'test-drive' and "leads"."appointment_at" is not null;