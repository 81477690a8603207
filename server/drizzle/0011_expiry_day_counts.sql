CREATE TABLE "expiry_day_counts" (
	"kind" varchar(20) NOT NULL,
	"exp_date" date NOT NULL,
	"active" integer NOT NULL,
	CONSTRAINT "expiry_day_counts_kind_exp_date_pk" PRIMARY KEY("kind","exp_date"),
	CONSTRAINT "expiry_day_counts_kind" CHECK ("expiry_day_counts"."kind" in ('licenses', 'certifications'))
);
--> statement-breakpoint
CREATE INDEX "users_former_id_idx" ON "users" USING btree ("id") WHERE employment_status <> 'active';--> statement-breakpoint
CREATE INDEX "certifications_exp_date_desc_id_idx" ON "certifications" USING btree ("exp_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "licenses_exp_date_desc_id_idx" ON "licenses" USING btree ("exp_date" DESC NULLS LAST,"id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): expiry_day_counts follows every change
-- to licenses, certifications and employees' status in the same transaction (decision 0058).
-- Every counter change is one INSERT ... ON CONFLICT in (kind, day) order: two statements take
-- the counters' row locks in the same order, so they cannot deadlock on them (decision 0058 says
-- what is left for transactions of several statements).
CREATE FUNCTION expiry_day_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO expiry_day_counts AS c (kind, exp_date, active)
  SELECT TG_TABLE_NAME, r.exp_date, count(*)
  FROM new_rows r JOIN users u ON u.id = r.user_id AND u.employment_status = 'active'
  WHERE r.exp_date IS NOT NULL GROUP BY r.exp_date ORDER BY r.exp_date
  ON CONFLICT (kind, exp_date) DO UPDATE SET active = c.active + excluded.active;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A record deleted with its employee (ON DELETE CASCADE) finds no employee here: the employee's
-- own trigger (expiry_day_counts_employee_deleted) has taken its records off already.
CREATE FUNCTION expiry_day_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO expiry_day_counts AS c (kind, exp_date, active)
  SELECT TG_TABLE_NAME, r.exp_date, -count(*)
  FROM old_rows r JOIN users u ON u.id = r.user_id AND u.employment_status = 'active'
  WHERE r.exp_date IS NOT NULL GROUP BY r.exp_date ORDER BY r.exp_date
  ON CONFLICT (kind, exp_date) DO UPDATE SET active = c.active + excluded.active;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION expiry_day_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO expiry_day_counts AS c (kind, exp_date, active)
  SELECT TG_TABLE_NAME, x.exp_date, sum(x.n)
  FROM (SELECT r.exp_date, 1 AS n FROM new_rows r JOIN users u ON u.id = r.user_id AND u.employment_status = 'active'
        UNION ALL
        SELECT r.exp_date, -1 FROM old_rows r JOIN users u ON u.id = r.user_id AND u.employment_status = 'active') x
  WHERE x.exp_date IS NOT NULL GROUP BY x.exp_date HAVING sum(x.n) <> 0 ORDER BY x.exp_date
  ON CONFLICT (kind, exp_date) DO UPDATE SET active = c.active + excluded.active;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An employee who becomes active (or stops being active) adds (or takes off) all their records.
CREATE FUNCTION expiry_day_counts_employees_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO expiry_day_counts AS c (kind, exp_date, active)
  SELECT x.kind, x.exp_date, sum(x.n)
  FROM (SELECT 'licenses' AS kind, q.exp_date, CASE WHEN n.employment_status = 'active' THEN 1 ELSE -1 END AS n
        FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN licenses q ON q.user_id = n.id
        WHERE (n.employment_status = 'active') <> (o.employment_status = 'active')
        UNION ALL
        SELECT 'certifications', q.exp_date, CASE WHEN n.employment_status = 'active' THEN 1 ELSE -1 END
        FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN certifications q ON q.user_id = n.id
        WHERE (n.employment_status = 'active') <> (o.employment_status = 'active')) x
  WHERE x.exp_date IS NOT NULL GROUP BY x.kind, x.exp_date HAVING sum(x.n) <> 0 ORDER BY x.kind, x.exp_date
  ON CONFLICT (kind, exp_date) DO UPDATE SET active = c.active + excluded.active;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Before the row goes, while its records are still there (they go with it by cascade).
CREATE FUNCTION expiry_day_counts_employee_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.employment_status = 'active' THEN
    INSERT INTO expiry_day_counts AS c (kind, exp_date, active)
    SELECT x.kind, x.exp_date, -sum(x.n)
    FROM (SELECT 'licenses' AS kind, exp_date, count(*) AS n FROM licenses WHERE user_id = OLD.id AND exp_date IS NOT NULL GROUP BY exp_date
          UNION ALL
          SELECT 'certifications', exp_date, count(*) FROM certifications WHERE user_id = OLD.id AND exp_date IS NOT NULL GROUP BY exp_date) x
    GROUP BY x.kind, x.exp_date ORDER BY x.kind, x.exp_date
    ON CONFLICT (kind, exp_date) DO UPDATE SET active = c.active + excluded.active;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER licenses_expiry_inserted AFTER INSERT ON licenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expiry_day_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER licenses_expiry_deleted AFTER DELETE ON licenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expiry_day_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER licenses_expiry_updated AFTER UPDATE ON licenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expiry_day_counts_updated();
--> statement-breakpoint
CREATE TRIGGER certifications_expiry_inserted AFTER INSERT ON certifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expiry_day_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER certifications_expiry_deleted AFTER DELETE ON certifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expiry_day_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER certifications_expiry_updated AFTER UPDATE ON certifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expiry_day_counts_updated();
--> statement-breakpoint
CREATE TRIGGER users_expiry_updated AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expiry_day_counts_employees_updated();
--> statement-breakpoint
CREATE TRIGGER users_expiry_deleted BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION expiry_day_counts_employee_deleted();
--> statement-breakpoint
INSERT INTO expiry_day_counts (kind, exp_date, active)
SELECT 'licenses', q.exp_date, count(*) FROM licenses q JOIN users u ON u.id = q.user_id AND u.employment_status = 'active'
WHERE q.exp_date IS NOT NULL GROUP BY q.exp_date
UNION ALL
SELECT 'certifications', q.exp_date, count(*) FROM certifications q JOIN users u ON u.id = q.user_id AND u.employment_status = 'active'
WHERE q.exp_date IS NOT NULL GROUP BY q.exp_date;
