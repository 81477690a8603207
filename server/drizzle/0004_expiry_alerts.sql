CREATE TABLE "expiry_alerts" (
	"kind" varchar(20) NOT NULL,
	"record_id" integer NOT NULL,
	"exp_date" date NOT NULL,
	"threshold" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiry_alerts_kind" CHECK ("expiry_alerts"."kind" in ('licenses', 'certifications'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "expiry_alerts_key" ON "expiry_alerts" USING btree ("kind","record_id","exp_date","threshold");