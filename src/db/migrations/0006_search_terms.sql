CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gist ("term" gist_trgm_ops);