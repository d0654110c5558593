CREATE TABLE "watchlist" (
	"shopper_id" uuid NOT NULL,
	"car_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"price_when_saved" double precision NOT NULL,
	CONSTRAINT "watchlist_pkey" PRIMARY KEY("shopper_id","car_id")
);
--> statement-breakpoint
ALTER TABLE "shoppers" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watchlist_car_idx" ON "watchlist" USING btree ("car_id");