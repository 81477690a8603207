CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gist (("first_name" || ' ' || "last_name") gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "codes_title_trgm_idx" ON "codes" USING gist ("title" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gist ("name" gist_trgm_ops);