/**
 * Reviews and evaluations (spec 3). superAdmins and webEditors read every template, review,
 * evaluation and cycle. Everyone else reads the evaluations they take part in (as subject,
 * current author, form author, manager or signer), the reviews those belong to and their own
 * reviews. Nobody writes templates, reviews, evaluations or their forms through the generic
 * layer: the workflow operations do (models.ts, decision 0035); only review cycles have generic
 * writes, for the review managers.
 */
import { type SQL, type SQLChunk } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sql } from '../../db/sql';
import { ALL_ROLES, rolesWith, type Role } from '@portal/common';
import { grantFor, readFor, type EntityPolicy, type FieldOf, type ReadGrant } from '../../auth/policy';
import { evaluations, portalSettings, questions, sections, type answerOptions, type evaluationTemplates, type reviewCycles, type reviews, type reviewTemplates } from '../../db/schema';
import type { Viewer } from '../../auth/viewer';

const MANAGE = rolesWith('reviews.manage');
const PARTICIPANTS: readonly Role[] = ALL_ROLES.filter((r) => !MANAGE.includes(r));

type Ref = Record<string, SQL>;
/** A row rule's table (`t`) or a subquery's alias (`e`), by the columns a rule reads. */
type Columns<K extends string> = Ref | Record<K, SQLChunk>;

/**
 * A completed Leadership evaluation is hidden from everyone but its writer and its signer
 * (spec 3 section 4; the review managers read all). The type is told by the title (decision 0035).
 */
const completedLeadership = (t: Columns<'status' | 'title'>) => sql`(${t.status} = 'COMPLETED' and ${t.title} ilike '%leadership%')`;
/** The subqueries' `evaluations e`, `sections s` and `questions q` (written `from ${evaluations} ${e}`). */
const e = alias(evaluations, 'e');
const s = alias(sections, 's');
const q = alias(questions, 'q');

/**
 * Ids of the evaluations a participant reads: those they take part in, less a completed
 * Leadership evaluation they neither wrote nor sign (the list on My reviews leaves it out too).
 */
function readableEvaluations(v: Viewer): SQL {
  const me = v.employeeNumber;
  return sql`(select ${e.id} from ${evaluations} ${e} where ${me} in
    (${e.ownerEmployeeNumber}, ${e.authorEmployeeNumber}, ${e.formAuthorEmployeeNumber}, ${e.managerEmployeeNumber}, ${e.signedUserId})
    and (not ${completedLeadership(e)} or ${me} in (${e.formAuthorEmployeeNumber}, ${e.authorEmployeeNumber}, ${e.signedUserId})))`;
}

/** Read grants only: the review managers read every row, participants the rows given. */
function readPolicy<F extends string>(participantRows: ((v: Viewer, t: Ref) => SQL) | null): EntityPolicy<F> {
  const participantRead: ReadGrant<F>[] = participantRows ? [{ rows: participantRows, fields: 'all' }] : [];
  return { read: { ...readFor(MANAGE, [{ rows: 'all', fields: 'all' }]), ...(participantRows ? readFor(PARTICIPANTS, participantRead) : {}) } };
}

/** Templates are for the review managers only, and change through saveReviewTemplate. */
export const reviewTemplatePolicy = readPolicy<FieldOf<typeof reviewTemplates, 'evaluationTemplates'>>(null);
export const evaluationTemplatePolicy = readPolicy<FieldOf<typeof evaluationTemplates, 'reviewTemplate' | 'sections'>>(null);

type CycleField = FieldOf<typeof reviewCycles, 'template' | 'reviews' | 'reviewCount' | 'completedReviews'>;
const CYCLE_FIELDS: readonly CycleField[] = ['name', 'startDate', 'template', 'groupCycle', 'lockReviewsFromNonAdmins', 'dueInDays'];
export const reviewCyclePolicy: EntityPolicy<CycleField> = {
  ...readPolicy<CycleField>(null),
  create: grantFor(MANAGE, { fields: CYCLE_FIELDS }),
  update: grantFor(MANAGE, [{ rows: 'all', fields: CYCLE_FIELDS }]),
  delete: grantFor(MANAGE, 'all'),
};

/** The employee numbers of the PPA all-access setting see every PPA evaluation (spec 3 section 6). */
const ppaAllAccess = (v: Viewer) =>
  sql`exists (select 1 from ${portalSettings} where ${portalSettings.key} = 'ppaAllAccess' and ${portalSettings.value} @> jsonb_build_array(${v.employeeNumber}::text))`;
const isPpa = (t: Columns<'title'>) => sql`${t.title} ilike '%PPA%'`;

export const reviewsPolicy = readPolicy<FieldOf<typeof reviews, 'user' | 'template' | 'reviewCycle' | 'evaluations'>>(
  (v, t) => sql`(${t.userId} = ${v.id} or ${t.managerEmployeeNumber} = ${v.employeeNumber}
    or ${t.id} in (select ${evaluations.reviewId} from ${evaluations} where ${evaluations.id} in ${readableEvaluations(v)}))`,
);
// The PPA all-access numbers read the reviews their PPA list shows (status, due date).
for (const role of PARTICIPANTS) {
  reviewsPolicy.read[role] = [
    ...(reviewsPolicy.read[role] ?? []),
    { rows: (v: Viewer, t: Ref) => sql`${ppaAllAccess(v)} and ${t.id} in (select ${e.reviewId} from ${evaluations} ${e} where ${isPpa(e)})`, fields: 'all' },
  ];
}

/**
 * The subject of an author-hidden evaluation (peer feedback) takes part in it but must not learn
 * who wrote it, nor read the answers before it is signed off (docs/decisions/0052). These are
 * the evaluations where that is the viewer's only part (a completed Leadership one is not read at all).
 */
function hiddenFromSubject(v: Viewer): SQL {
  return sql`(select ${e.id} from ${evaluations} ${e} where ${e.ownerEmployeeNumber} = ${v.employeeNumber} and ${e.authorHidden} and not ${completedLeadership(e)}
    and ${v.employeeNumber} is distinct from ${e.authorEmployeeNumber} and ${v.employeeNumber} is distinct from ${e.formAuthorEmployeeNumber}
    and ${v.employeeNumber} is distinct from ${e.managerEmployeeNumber} and ${v.employeeNumber} is distinct from ${e.signedUserId})`;
}

const WRITER_FIELDS = new Set<string>(['author', 'authorEmployeeNumber', 'formAuthor', 'formAuthorEmployeeNumber']);
type EvaluationField = FieldOf<typeof evaluations, 'review' | 'template' | 'sections'>;
const EVALUATION_FIELDS: readonly EvaluationField[] = [
  'id', 'title', 'status', 'dateCompleted', 'dateToCompleteBy', 'assignmentDate', 'review', 'reviewId', 'template', 'templateVersionId',
  'manager', 'managerEmployeeNumber', 'owner', 'ownerEmployeeNumber', 'author', 'authorEmployeeNumber', 'authorHidden', 'needsAssignment',
  'needsSignature', 'signedDate', 'signedUserId', 'signerName', 'formAuthor', 'formAuthorEmployeeNumber', 'sections', 'createdAt', 'updatedAt',
];

export const evaluationsPolicy = readPolicy<EvaluationField>((v, t) => sql`${t.id} in ${readableEvaluations(v)} and ${t.id} not in ${hiddenFromSubject(v)}`);
for (const role of PARTICIPANTS) {
  evaluationsPolicy.read[role] = [
    ...(evaluationsPolicy.read[role] ?? []),
    // The hidden evaluation's subject reads everything but the writer.
    { rows: (v: Viewer, t: Ref) => sql`${t.id} in ${hiddenFromSubject(v)}`, fields: EVALUATION_FIELDS.filter((f) => !WRITER_FIELDS.has(f)) },
    { rows: (v: Viewer, t: Ref) => sql`${isPpa(t)} and ${ppaAllAccess(v)} and not ${completedLeadership(t)}`, fields: 'all' },
  ];
}

export const sectionsPolicy = readPolicy<FieldOf<typeof sections, 'evaluationTemplate' | 'evaluation' | 'questions' | 'goals' | 'followups'>>((v, t) => sql`${t.evaluationId} in ${readableEvaluations(v)}`);

/**
 * Hidden evaluations whose subject may not read the answers yet: not signed off. Submit always
 * asks for a signature (workflow.ts), and only the sign-off sets signed_date.
 */
const answersHiddenFrom = (v: Viewer) => sql`(select ${e.id} from ${evaluations} ${e} where ${e.id} in ${hiddenFromSubject(v)} and ${e.signedDate} is null)`;
type QuestionField = FieldOf<typeof questions, 'section' | 'answerOptions'>;
const QUESTION_FIELDS: readonly QuestionField[] = ['id', 'text', 'order', 'answer', 'answerType', 'required', 'section', 'sectionId', 'answerOptions'];
export const questionsPolicy = readPolicy<QuestionField>(
  (v, t) => sql`${t.sectionId} in (select ${s.id} from ${sections} ${s} where ${s.evaluationId} in ${readableEvaluations(v)} and ${s.evaluationId} not in ${answersHiddenFrom(v)})`,
);
for (const role of PARTICIPANTS) {
  questionsPolicy.read[role] = [
    ...(questionsPolicy.read[role] ?? []),
    { rows: (v: Viewer, t: Ref) => sql`${t.sectionId} in (select ${s.id} from ${sections} ${s} where ${s.evaluationId} in ${answersHiddenFrom(v)})`, fields: QUESTION_FIELDS.filter((f) => f !== 'answer') },
  ];
}

export const answerOptionsPolicy = readPolicy<FieldOf<typeof answerOptions, 'question'>>(
  (v, t) => sql`${t.questionId} in (select ${q.id} from ${questions} ${q} join ${sections} ${s} on ${s.id} = ${q.sectionId}
    where ${s.evaluationId} in ${readableEvaluations(v)})`,
);
