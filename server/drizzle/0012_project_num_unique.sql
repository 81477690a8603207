-- Written by hand: project numbers are unique whatever their case (decision 0078). A database
-- that already holds duplicates still migrates, and no project number is changed: the first
-- project of each number (the lowest id) is in the index, the later copies are left out of it by
-- id, and the API refuses their number to any new or renamed project. An administrator renames
-- the copies (the warning names them); from then on the index alone keeps numbers unique.
DO $$
DECLARE
  copies int[];
BEGIN
  SELECT coalesce(array_agg(id ORDER BY id), '{}') INTO copies FROM (
    SELECT id, row_number() OVER (PARTITION BY lower(project_num) ORDER BY id) AS n
    FROM projects WHERE project_num IS NOT NULL
  ) numbered WHERE n > 1;
  IF cardinality(copies) = 0 THEN
    CREATE UNIQUE INDEX projects_project_num_lower_key ON projects (lower(project_num));
  ELSE
    RAISE WARNING 'projects with a project number used before (ids %): rename them; they are left out of the unique index', copies;
    EXECUTE format('CREATE UNIQUE INDEX projects_project_num_lower_key ON projects (lower(project_num)) WHERE id <> ALL (%L::int[])', copies);
  END IF;
END $$;
