import { it } from 'vitest';
import { PgDialect, alias } from 'drizzle-orm/pg-core';
import { sql } from '../db/sql';
import { reviewTemplates, reviews } from '../db/schema';
import { columnName } from '../db/names';
it('renders', () => {
  const d = new PgDialect({ casing: 'snake_case' });
  const t = alias(reviewTemplates, 't');
  console.log(d.sqlToQuery(sql`select ${t.id}, ${t.supersededById} from ${t} where ${t.id} = ${1} for update`));
  console.log(d.sqlToQuery(sql`select exists (select 1 from ${reviews} where ${reviews.templateVersionId} = ${2}) as used`));
  const rt = reviewTemplates;
  console.log(d.sqlToQuery(sql`update ${rt} set ${columnName(rt.title)} = ${'x'} where ${rt.id} = ${3}`));
});
