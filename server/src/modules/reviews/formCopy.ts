/**
 * Copies a form's structure (sections, questions, answer options; never answers) onto an
 * evaluation. A review's evaluations are copies of the template, and an evaluation given to
 * several writers is copied once per writer (spec 3 section 4), so each writer fills their own.
 * One statement per copy: new ids are drawn first so questions and options can point at them.
 */
import { getTableName } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { columnList, databaseName } from '../../db/names';
import { answerOptions, questions, sections } from '../../db/schema';
import { sql } from '../../db/sql';
import type { Executor } from '../../db/client';

export type FormSource = { evaluationTemplateId: number } | { evaluationId: number };

const s = alias(sections, 's');
const q = alias(questions, 'q');
const o = alias(answerOptions, 'o');

/** The next value of a table's id sequence. */
const nextId = (table: typeof sections | typeof questions) => sql`nextval(pg_get_serial_sequence(${getTableName(table)}, ${databaseName(table.id)}))::int`;

export async function copyForm(tx: Executor, from: FormSource, toEvaluationId: number): Promise<void> {
  const source =
    'evaluationTemplateId' in from ? sql`${s.evaluationTemplateId} = ${from.evaluationTemplateId}` : sql`${s.evaluationId} = ${from.evaluationId}`;
  await tx.execute(sql`
    with s_map as materialized (
      select ${s.id} as old_id, ${nextId(sections)} as new_id from ${sections} ${s} where ${source}
    ), s_ins as (
      insert into ${sections} ${columnList(sections.id, sections.title, sections.instructions, sections.order, sections.evaluationId)}
      select m.new_id, ${s.title}, ${s.instructions}, ${s.order}, ${toEvaluationId}::int from s_map m join ${sections} ${s} on ${s.id} = m.old_id
    ), q_map as materialized (
      select ${q.id} as old_id, ${nextId(questions)} as new_id, m.new_id as section_id
      from ${questions} ${q} join s_map m on ${q.sectionId} = m.old_id
    ), q_ins as (
      insert into ${questions} ${columnList(questions.id, questions.sectionId, questions.text, questions.order, questions.answer, questions.answerType, questions.required)}
      select qm.new_id, qm.section_id, ${q.text}, ${q.order}, null, ${q.answerType}, ${q.required} from q_map qm join ${questions} ${q} on ${q.id} = qm.old_id
    )
    -- Every data-modifying CTE runs to completion; foreign keys are checked at the statement's end.
    insert into ${answerOptions} ${columnList(answerOptions.questionId, answerOptions.name, answerOptions.value)}
    select qm.new_id, ${o.name}, ${o.value} from ${answerOptions} ${o} join q_map qm on qm.old_id = ${o.questionId}
    order by ${o.id}`);
}
