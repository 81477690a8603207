DROP INDEX "certifications_exp_date_idx";--> statement-breakpoint
DROP INDEX "licenses_exp_date_idx";--> statement-breakpoint
CREATE INDEX "certifications_exp_date_user_idx" ON "certifications" USING btree ("exp_date","user_id");--> statement-breakpoint
CREATE INDEX "licenses_exp_date_user_idx" ON "licenses" USING btree ("exp_date","user_id");