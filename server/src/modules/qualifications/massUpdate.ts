/**
 * massUpdateWithCsv: applies a CSV of qualification records for one code to many employees.
 * Every row is checked again on the server with the rules the preview uses; then all rows are
 * applied in one transaction (an employee who already holds the code gets the record updated),
 * or none when any row is wrong. Set-based SQL keeps 5,000 rows quick.
 */
import { eq, inArray } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { nowSql } from '../../db/today';
import {
  checkMassUpdateRow,
  CODE_ENTITIES,
  massUpdateColumnLabel,
  massUpdateColumns,
  MASS_UPDATE_MAX_ROWS,
  type CodeEntity,
  type MassUpdateColumn,
} from '@portal/common';
import { queryRows } from '../../db/client';
import { codes, users } from '../../db/schema';
import { z } from 'zod';
import type { AppContext } from '../../graphql/context';
import { badInput, forbidden } from '../../graphql/errors';
import { type massUpdateArgs, type massUpdateRowInput } from '@portal/common';
import type { ArgsOf } from '../../graphql/module';
import { recordAudit } from '../../lib/audit';
import { certificationsModel, deccoUCoursesModel, licensesModel, skillsModel } from './models';

type MassUpdateRowInput = z.output<typeof massUpdateRowInput>;

const TARGETS = {
  licenses: { model: licensesModel, table: 'licenses', numberColumn: 'license_number' },
  certifications: { model: certificationsModel, table: 'certifications', numberColumn: 'certification_number' },
  skills: { model: skillsModel, table: 'skills', numberColumn: null },
  deccoUCourses: { model: deccoUCoursesModel, table: 'decco_u_courses', numberColumn: null },
} as const;

interface RowProblem {
  row: number;
  column: string;
  message: string;
}

function fail(problems: RowProblem[]): never {
  const first = problems[0];
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  throw badInput(`Row ${first.row}: ${first.message}${more}`, { rows: problems.slice(0, 200) });
}

/** The cells of a row in CSV order, whichever way the client sent the dates. */
function cellsOf(row: MassUpdateRowInput, columns: MassUpdateColumn[]): string[] {
  const toShort = (v: string | null | undefined) => {
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec((v ?? '').trim());
    return iso ? `${+iso[2]}/${+iso[3]}/${iso[1].slice(2)}` : (v ?? '');
  };
  return columns.map((c) => {
    if (c === 'employeeNumber') return row.employeeNumber ?? '';
    if (c === 'issueDate') return toShort(row.issueDate);
    if (c === 'expDate') return toShort(row.expDate);
    return row.licenseNumber ?? row.certificationNumber ?? '';
  });
}

export async function massUpdateWithCsv(ctx: AppContext, args: ArgsOf<typeof massUpdateArgs>) {
  if (!(CODE_ENTITIES as readonly string[]).includes(args.type)) throw badInput(`Unknown qualification type ${args.type}.`);
  const type = args.type as CodeEntity;
  const target = TARGETS[type];
  const role = ctx.viewer!.role;
  // The same policy as any other write of these records: the role must create and edit them.
  if (!target.model.policy.create?.[role] || !target.model.policy.update?.[role]?.some((g) => g.rows === 'all')) throw forbidden();
  if (args.data.length === 0) throw badInput('The file has no rows.');
  if (args.data.length > MASS_UPDATE_MAX_ROWS) throw badInput(`The file has more than ${MASS_UPDATE_MAX_ROWS} rows.`);
  const [code] = await ctx.db.select().from(codes).where(eq(codes.id, args.qualificationId));
  if (!code || code.entity !== type) throw badInput('Choose a qualification of this type.');

  const columns = massUpdateColumns(type, code.expirationType);
  const problems: RowProblem[] = [];
  const checked = args.data.map((row, i) => {
    const result = checkMassUpdateRow(cellsOf(row, columns), columns);
    for (const [column, message] of Object.entries(result.errors)) problems.push({ row: i + 1, column: massUpdateColumnLabel(column as MassUpdateColumn, type), message });
    return result.values;
  });
  if (problems.length) fail(problems);

  const numbers = [...new Set(checked.map((r) => r.employeeNumber))];
  const found = await ctx.db.select({ id: users.id, n: users.employeeNumber }).from(users).where(inArray(users.employeeNumber, numbers));
  const idOf = new Map(found.map((u) => [u.n, u.id]));
  const seen = new Map<string, number>();
  checked.forEach((r, i) => {
    if (!idOf.has(r.employeeNumber)) problems.push({ row: i + 1, column: 'Employee ID', message: `No employee with ID ${r.employeeNumber}` });
    const earlier = seen.get(r.employeeNumber);
    if (earlier) problems.push({ row: i + 1, column: 'Employee ID', message: `Employee ${r.employeeNumber} is also on row ${earlier}` });
    seen.set(r.employeeNumber, i + 1);
  });
  if (problems.length) fail(problems);

  const result = await ctx.db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    for (let start = 0; start < checked.length; start += 1000) {
      const chunk = checked.slice(start, start + 1000);
      const values = sql.join(
        chunk.map((r) => sql`(${idOf.get(r.employeeNumber)}::int, ${code.id}::int, ${r.issueDate}::date, ${r.expDate}::date, ${r.number}::text)`),
        sql`, `,
      );
      const numberColumn = target.numberColumn ? sql`, ${sql.identifier(target.numberColumn)}` : sql``;
      const numberValue = target.numberColumn ? sql`, v.num` : sql``;
      const numberUpdate = target.numberColumn ? sql`, ${sql.identifier(target.numberColumn)} = excluded.${sql.identifier(target.numberColumn)}` : sql``;
      const rows = await queryRows<{ id: number; user_id: number; inserted: boolean }>(
        tx,
        sql`insert into ${sql.identifier(target.table)} (user_id, code_id, issue_date, exp_date${numberColumn})
          select v.user_id, v.code_id, v.issue_date, v.exp_date${numberValue} from (values ${values}) as v(user_id, code_id, issue_date, exp_date, num)
          on conflict (user_id, code_id) do update set issue_date = excluded.issue_date, exp_date = excluded.exp_date${numberUpdate}, updated_at = ${nowSql()}
          returning id, user_id, (xmax = 0) as inserted`,
      );
      for (const r of rows) {
        if (r.inserted) created++;
        else updated++;
      }
    }
    await recordAudit(tx, ctx, {
      entity: target.model.name,
      entityId: null,
      action: 'massUpdate',
      before: null,
      after: { codeId: code.id, code: code.title, rows: checked.length, created, updated },
    });
    return { created, updated };
  });
  ctx.log.info({ codeId: code.id, ...result }, 'mass update');
  return { message: 'Successfully updated qualifications', ...result };
}
