CREATE TABLE "review_mail_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	CONSTRAINT "review_mail_preferences_mode_check" CHECK ("review_mail_preferences"."mode" in ('immediate', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "review_notices" (
	"evaluation_id" integer NOT NULL,
	"employee_number" varchar(20) NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "review_notices_evaluation_id_employee_number_kind_pk" PRIMARY KEY("evaluation_id","employee_number","kind"),
	CONSTRAINT "review_notices_kind_check" CHECK ("review_notices"."kind" in ('write', 'assign', 'sign'))
);
--> statement-breakpoint
ALTER TABLE "review_mail_preferences" ADD CONSTRAINT "review_mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_notices" ADD CONSTRAINT "review_notices_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_notices_unmailed_idx" ON "review_notices" USING btree ("employee_number") WHERE "review_notices"."mailed_at" is null;--> statement-breakpoint
-- Forms already waiting on someone before this release were never announced by e-mail and are not now (decision 0092): they count as announced.
INSERT INTO "review_notices" ("evaluation_id", "employee_number", "kind", "mailed_at")
SELECT e."id", e."author_employee_number",
  CASE WHEN e."status" = 'COMPLETED' THEN 'sign' WHEN e."needs_assignment" THEN 'assign' ELSE 'write' END, now()
FROM "evaluations" e
WHERE e."author_employee_number" IS NOT NULL AND (e."status" <> 'COMPLETED' OR e."needs_signature")
ON CONFLICT DO NOTHING;
