ALTER TABLE "review_cycles" ADD COLUMN "due_in_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_cycles" ADD COLUMN "launched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "review_cycle_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_review_cycle_id_review_cycles_id_fk" FOREIGN KEY ("review_cycle_id") REFERENCES "public"."review_cycles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_cycle_idx" ON "reviews" USING btree ("review_cycle_id");--> statement-breakpoint
ALTER TABLE "review_cycles" ADD CONSTRAINT "review_cycles_due_in_days_check" CHECK ("review_cycles"."due_in_days" between 1 and 365);