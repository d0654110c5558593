CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"stocknum" text NOT NULL,
	"vin" text,
	"item_type" text DEFAULT 'car' NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"badge" text,
	"series" text,
	"colour" text,
	"interior_colour" text,
	"km" integer DEFAULT 0 NOT NULL,
	"seats" integer,
	"doors" integer,
	"engine_size" double precision,
	"engine_size_litres" double precision,
	"bodyconfiguration" text,
	"gearnum" integer,
	"simple_body" text,
	"simple_transmission" text,
	"simple_fuel" text,
	"fuel" text,
	"simple_drive" text,
	"drive" text,
	"trans" text,
	"cylinders" integer,
	"fuelconsumptioncombined" double precision,
	"induction" text,
	"geartype" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filtered_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"standard_equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body_width" double precision,
	"body_length" double precision,
	"tare_weight" double precision,
	"axle_type" text,
	"sleeps" integer,
	"aggregate_trailer_mass" double precision,
	"price" double precision DEFAULT 0 NOT NULL,
	"before_price" double precision,
	"offer_price" double precision,
	"subscription_price" double precision,
	"price_type" text,
	"preorder" boolean DEFAULT false NOT NULL,
	"weekly_price" double precision,
	"status" text NOT NULL,
	"car_type" text NOT NULL,
	"tag" text,
	"reserved" boolean DEFAULT false NOT NULL,
	"certified" boolean DEFAULT false NOT NULL,
	"has_nvic" boolean DEFAULT false NOT NULL,
	"nvic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sold_date" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"photos_count" integer DEFAULT 0 NOT NULL,
	"show_on_dealer_website" boolean DEFAULT true NOT NULL,
	"custom_rank" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"primary_image_url" text,
	"video_url" text,
	"external_video_url" text,
	"spin_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spin_code" text,
	"spin_interior_image" text,
	"hotspots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"regplate" text,
	"rego_expiry" timestamp with time zone,
	"build_date" text,
	"compliance_date" text,
	"dealercomments" text,
	"youx_quote" jsonb,
	"autograb_data" jsonb,
	"finance_lenders" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file" text,
	"feed_hash" text,
	CONSTRAINT "cars_status_check" CHECK ("cars"."status" in ('in_stock', 'coming_soon', 'sold')),
	CONSTRAINT "cars_car_type_check" CHECK ("cars"."car_type" in ('new', 'demo', 'used')),
	CONSTRAINT "cars_item_type_check" CHECK ("cars"."item_type" in ('car', 'caravan'))
);
--> statement-breakpoint
CREATE TABLE "dealerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"make" text,
	"manufacturers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"url" text,
	"logo_url" text,
	"phone" text,
	"email" text,
	"lead_email" text,
	"average_rating" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"service_booking_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealerships_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "location_special_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"date" text NOT NULL,
	"status" text NOT NULL,
	"start_hour" text,
	"end_hour" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"location_type" text DEFAULT 'sales' NOT NULL,
	"location_subtype" text,
	"manufacturers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dealer_license_number" text,
	"motor_vehicle_repairer" text,
	"address_id" integer,
	"street" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"place_url" text,
	"lat" double precision NOT NULL,
	"long" double precision NOT NULL,
	"phone" text,
	"landline_phone" text,
	"email" text,
	"lead_email" text,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text,
	"average_rating" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_colours" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"photo_url" text,
	"hex_code" text NOT NULL,
	"oem_id" text,
	"model_variant_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"full_name" text NOT NULL,
	"series" text,
	"name" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text,
	"dap_min_price" double precision,
	"dap_max_price" double precision
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"make" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"image_url" text,
	"short_description" text,
	"manufacturer_body" text,
	"manufacturer_body2" text,
	"manufacturer_body3" text,
	"body" text,
	"manufacturer_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postcodes" (
	"postcode" text NOT NULL,
	"locality" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision NOT NULL,
	"long" double precision NOT NULL,
	CONSTRAINT "postcodes_postcode_locality_pk" PRIMARY KEY("postcode","locality")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"link_url" text,
	"start" timestamp with time zone,
	"expiry" timestamp with time zone,
	"position" integer,
	"display" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"strict_display" boolean DEFAULT false NOT NULL,
	"makes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"car_types" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer,
	"image_url" text,
	"image_thumb_url" text,
	"customer_name" text NOT NULL,
	"text" text,
	"rating" double precision NOT NULL,
	"review_date" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'google' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_dealerships" (
	"site_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	CONSTRAINT "site_dealerships_site_id_dealership_id_pk" PRIMARY KEY("site_id","dealership_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_special_hours" ADD CONSTRAINT "location_special_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_colours" ADD CONSTRAINT "model_colours_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_variants" ADD CONSTRAINT "model_variants_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_dealerships" ADD CONSTRAINT "site_dealerships_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_dealerships" ADD CONSTRAINT "site_dealerships_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_dealership_stocknum_key" ON "cars" USING btree ("dealership_id","stocknum");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_dealership_slug_key" ON "cars" USING btree ("dealership_id","slug");--> statement-breakpoint
CREATE INDEX "cars_slug_idx" ON "cars" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cars_stock_filter_idx" ON "cars" USING btree ("dealership_id","show_on_dealer_website","status","car_type","sold_date");--> statement-breakpoint
CREATE INDEX "cars_location_idx" ON "cars" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "location_special_hours_location_idx" ON "location_special_hours" USING btree ("location_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_dealership_slug_key" ON "locations" USING btree ("dealership_id","slug");--> statement-breakpoint
CREATE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "model_colours_model_idx" ON "model_colours" USING btree ("model_id","position");--> statement-breakpoint
CREATE INDEX "model_variants_model_idx" ON "model_variants" USING btree ("model_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "models_dealership_slug_key" ON "models" USING btree ("dealership_id","slug");--> statement-breakpoint
CREATE INDEX "models_slug_idx" ON "models" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "promotions_dealership_idx" ON "promotions" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "reviews_dealership_date_idx" ON "reviews" USING btree ("dealership_id","review_date");