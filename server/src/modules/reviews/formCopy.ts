/**
 * Copies a form's structure (sections, questions, answer options; never answers) onto an
 * evaluation. A review's evaluations are copies of the template, and an evaluation given to
 * several writers is copied once per writer (spec 3 section 4), so each writer fills their own.
 * One statement per copy: new ids are drawn first so questions and options can point at them.
 */
import { sql } from '../../db/sql';
import type { Executor } from '../../db/client';

export type FormSource = { evaluationTemplateId: number } | { evaluationId: number };

export async function copyForm(tx: Executor, from: FormSource, toEvaluationId: number): Promise<void> {
  const source =
    'evaluationTemplateId' in from ? sql`s.evaluation_template_id = ${from.evaluationTemplateId}` : sql`s.evaluation_id = ${from.evaluationId}`;
  await tx.execute(sql`
    with s_map as materialized (
      select s.id as old_id, nextval(pg_get_serial_sequence('sections', 'id'))::int as new_id from sections s where ${source}
    ), s_ins as (
      insert into sections (id, title, instructions, "order", evaluation_id)
      select m.new_id, s.title, s.instructions, s."order", ${toEvaluationId}::int from s_map m join sections s on s.id = m.old_id
    ), q_map as materialized (
      select q.id as old_id, nextval(pg_get_serial_sequence('questions', 'id'))::int as new_id, m.new_id as section_id
      from questions q join s_map m on q.section_id = m.old_id
    ), q_ins as (
      insert into questions (id, section_id, text, "order", answer, answer_type, required)
      select qm.new_id, qm.section_id, q.text, q."order", null, q.answer_type, q.required from q_map qm join questions q on q.id = qm.old_id
    )
    -- Every data-modifying CTE runs to completion; foreign keys are checked at the statement's end.
    insert into answer_options (question_id, name, value)
    select qm.new_id, o.name, o.value from answer_options o join q_map qm on qm.old_id = o.question_id
    order by o.id`);
}
