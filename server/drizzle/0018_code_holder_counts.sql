CREATE TABLE "code_holder_counts" (
	"code_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"holders" integer NOT NULL,
	CONSTRAINT "code_holder_counts_code_id_kind_pk" PRIMARY KEY("code_id","kind"),
	CONSTRAINT "code_holder_counts_kind" CHECK ("code_holder_counts"."kind" in ('licenses', 'certifications', 'skills', 'decco_u_courses'))
);
--> statement-breakpoint
ALTER TABLE "code_holder_counts" ADD CONSTRAINT "code_holder_counts_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): code_holder_counts follows every insert,
-- delete and change of code in licenses, certifications, skills and decco_u_courses, in the same
-- transaction (decision 0114, as expiry_day_counts in decision 0058). Every counter change is one
-- INSERT ... ON CONFLICT in code order, so two statements take the counters' row locks in the same
-- order and cannot deadlock on them. A code cannot be deleted while it is held (ON DELETE
-- RESTRICT), so its counters, all 0 by then, go with it by cascade.
CREATE FUNCTION code_holder_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO code_holder_counts AS c (code_id, kind, holders)
  SELECT r.code_id, TG_TABLE_NAME, count(*) FROM new_rows r GROUP BY r.code_id ORDER BY r.code_id
  ON CONFLICT (code_id, kind) DO UPDATE SET holders = c.holders + excluded.holders;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION code_holder_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO code_holder_counts AS c (code_id, kind, holders)
  SELECT r.code_id, TG_TABLE_NAME, -count(*) FROM old_rows r GROUP BY r.code_id ORDER BY r.code_id
  ON CONFLICT (code_id, kind) DO UPDATE SET holders = c.holders + excluded.holders;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only records moved to another code change a count; an update of anything else adds nothing.
CREATE FUNCTION code_holder_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO code_holder_counts AS c (code_id, kind, holders)
  SELECT x.code_id, TG_TABLE_NAME, sum(x.n)
  FROM (SELECT n.code_id, 1 AS n FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.code_id <> n.code_id
        UNION ALL
        SELECT o.code_id, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.code_id <> n.code_id) x
  GROUP BY x.code_id HAVING sum(x.n) <> 0 ORDER BY x.code_id
  ON CONFLICT (code_id, kind) DO UPDATE SET holders = c.holders + excluded.holders;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER licenses_holders_inserted AFTER INSERT ON licenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION code_holder_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER licenses_holders_deleted AFTER DELETE ON licenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION code_holder_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER licenses_holders_updated AFTER UPDATE ON licenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION code_holder_counts_updated();
--> statement-breakpoint
CREATE TRIGGER certifications_holders_inserted AFTER INSERT ON certifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION code_holder_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER certifications_holders_deleted AFTER DELETE ON certifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION code_holder_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER certifications_holders_updated AFTER UPDATE ON certifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION code_holder_counts_updated();
--> statement-breakpoint
CREATE TRIGGER skills_holders_inserted AFTER INSERT ON skills REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION code_holder_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER skills_holders_deleted AFTER DELETE ON skills REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION code_holder_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER skills_holders_updated AFTER UPDATE ON skills REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION code_holder_counts_updated();
--> statement-breakpoint
CREATE TRIGGER decco_u_courses_holders_inserted AFTER INSERT ON decco_u_courses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION code_holder_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER decco_u_courses_holders_deleted AFTER DELETE ON decco_u_courses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION code_holder_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER decco_u_courses_holders_updated AFTER UPDATE ON decco_u_courses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION code_holder_counts_updated();
--> statement-breakpoint
INSERT INTO code_holder_counts (code_id, kind, holders)
SELECT code_id, 'licenses', count(*) FROM licenses GROUP BY code_id
UNION ALL SELECT code_id, 'certifications', count(*) FROM certifications GROUP BY code_id
UNION ALL SELECT code_id, 'skills', count(*) FROM skills GROUP BY code_id
UNION ALL SELECT code_id, 'decco_u_courses', count(*) FROM decco_u_courses GROUP BY code_id;
