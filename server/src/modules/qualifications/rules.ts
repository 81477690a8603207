/**
 * Domain rules of the qualification catalogue and of the qualifications employees hold
 * (spec 2 sections 3 to 5), enforced on every write whatever the client.
 */
import { eq } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { holdingDatesProblem, licenseCodeProblem, normaliseLicenseLevel, normaliseLicenseState, type CodeEntity } from '@portal/common';
import { queryRows, type Executor } from '../../db/client';
import { certifications, codes, deccoUCourses, licenses, skills } from '../../db/schema';
import type { ModelHooks, RowOf } from '../../graphql/crud/model';
import { badInput, conflict } from '../../graphql/errors';

/** The columns every held qualification's table has (skills have no number of their own). */
type HoldingRow = RowOf<typeof skills>;

export const QUALIFICATION_EXISTS = 'This qualification already exists.';

const HOLDING_TABLES: Record<CodeEntity, typeof licenses | typeof certifications | typeof skills | typeof deccoUCourses> = {
  licenses,
  certifications,
  skills,
  deccoUCourses,
};

/** How many employees hold a code. */
async function holdersOf(tx: Executor, code: { id: number; entity: CodeEntity }): Promise<number> {
  const held = HOLDING_TABLES[code.entity];
  const rows = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${held} where ${held.codeId} = ${code.id}`);
  return Number(rows[0].n);
}

export const codeHooks: ModelHooks<RowOf<typeof codes>> = {
  async beforeWrite({ tx, action, data, before }) {
    const entity = (data.entity ?? before?.entity) as CodeEntity;
    if (action === 'update' && data.entity !== undefined && data.entity !== before?.entity) {
      throw badInput('The category of a code cannot be changed.');
    }
    // The expiration type is fixed once the code exists (spec 2 section 4).
    if (action === 'update' && data.expirationType !== undefined && data.expirationType !== before?.expirationType) {
      throw badInput('The expiration type cannot be changed after the code is created.');
    }
    if (data.points !== undefined && (typeof data.points !== 'number' || !Number.isInteger(data.points) || data.points < 0 || data.points > 999)) {
      throw badInput('Points must be a whole number from 0 to 999.');
    }
    if (entity !== 'licenses') {
      // Only licenses have a state and a level; only licenses and certifications a lookup code.
      data.state = null;
      data.level = null;
    } else {
      // The form offers only these states and levels; the API takes no others (the Points report lists them).
      if (data.state !== undefined) data.state = normaliseLicenseState(data.state as string | null);
      if (data.level !== undefined) data.level = normaliseLicenseLevel(data.level as string | null);
      const problem = licenseCodeProblem((data.state ?? null) as string | null, (data.level ?? null) as string | null);
      if (problem) throw badInput(problem);
    }
    if (entity === 'skills' || entity === 'deccoUCourses') {
      data.lookupCode = null;
      data.expirationType = action === 'create' ? 'none' : data.expirationType;
    }
    // The database refuses duplicates too; asking first gives the spec's message in every case.
    const title = String(data.title ?? before?.title ?? '');
    const level = entity === 'licenses' ? ((data.level ?? before?.level ?? null) as string | null) : null;
    const state = entity === 'licenses' ? ((data.state ?? before?.state ?? null) as string | null) : null;
    const clash = await queryRows<{ id: number }>(
      tx,
      sql`select ${codes.id} from ${codes} where ${codes.entity} = ${entity} and lower(${codes.title}) = lower(${title})
        and coalesce(${codes.level}, '') = coalesce(${level}::text, '') and coalesce(${codes.state}, '') = coalesce(${state}::text, '')
        and ${codes.id} <> ${(before?.id as number | undefined) ?? -1}`,
    );
    if (clash.length) throw conflict(QUALIFICATION_EXISTS);
  },
  async beforeDelete({ tx, before }) {
    const n = await holdersOf(tx, before as { id: number; entity: CodeEntity });
    if (n > 0) throw conflict(`This code is held by ${n} employee${n === 1 ? '' : 's'} and cannot be deleted.`);
  },
};

/**
 * A held qualification must point at a code of its own category, and its dates follow the
 * holding rules the card's form and the mass update apply too (common/src/holdings.ts).
 */
export function holdingHooks(entity: CodeEntity, kind: string): ModelHooks<HoldingRow> {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    async beforeWrite({ tx, data, before }) {
      const codeId = (data.codeId ?? before?.codeId) as number;
      const [code] = await tx.select().from(codes).where(eq(codes.id, codeId));
      if (!code || code.entity !== entity) throw badInput(`Choose a ${kind} code.`);
      const problem = holdingDatesProblem(
        {
          expirationType: code.expirationType,
          issueDate: text(data.issueDate !== undefined ? data.issueDate : before?.issueDate),
          expDate: text(data.expDate !== undefined ? data.expDate : before?.expDate),
        },
        kind,
      );
      if (problem) throw badInput(problem);
    },
  };
}
