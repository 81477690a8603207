CREATE TABLE "notification_reads" (
	"user_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "user_followups" ADD COLUMN "assignment_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_followups" ADD COLUMN "reminder_sent_for" date;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_followups_date_idx" ON "user_followups" USING btree ("followup_date");--> statement-breakpoint
-- Follow-ups assigned before this release were announced by the old client: do not announce them again.
UPDATE "user_followups" SET "assignment_notified_at" = "create_date" WHERE "assigned_to_user_id" IS NOT NULL;
