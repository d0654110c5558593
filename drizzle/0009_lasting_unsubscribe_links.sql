CREATE TABLE "saved_search_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" DROP CONSTRAINT "saved_searches_unsubscribe_token_hash_unique";--> statement-breakpoint
ALTER TABLE "saved_search_unsubscribe_tokens" ADD CONSTRAINT "saved_search_unsubscribe_tokens_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_unsubscribe_tokens_search_idx" ON "saved_search_unsubscribe_tokens" USING btree ("saved_search_id");--> statement-breakpoint
INSERT INTO "saved_search_unsubscribe_tokens" ("token_hash", "saved_search_id", "created_at") SELECT "unsubscribe_token_hash", "id", coalesce("last_alerted_at", "created_at") FROM "saved_searches";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "unsubscribe_token_hash";