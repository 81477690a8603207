DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
CREATE INDEX "audit_log_entity_at_idx" ON "audit_log" USING btree ("entity","entity_id","at","id");