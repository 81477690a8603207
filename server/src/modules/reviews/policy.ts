/**
 * Reviews and evaluations (spec 3). superAdmins and webEditors manage templates, reviews,
 * evaluations and cycles. Everyone else reads the evaluations they take part in (as subject,
 * current author, form author, manager or signer), the reviews those belong to and their own
 * reviews, and may write answers only while they are the current author of an unfinished
 * evaluation. Workflow steps (submit, sign, assign) are hand-written operations.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ALL_ROLES, rolesWith, type Role } from '@portal/common';
import { grantFor, readFor, type EntityPolicy, type ReadGrant } from '../../auth/policy';
import type { Viewer } from '../../graphql/context';

const MANAGE = rolesWith('reviews.manage');
const PARTICIPANTS: readonly Role[] = ALL_ROLES.filter((r) => !MANAGE.includes(r));

/** Ids of the evaluations the viewer takes part in. */
export function participatingEvaluations(v: Viewer): SQL {
  return sql`(select e.id from evaluations e where ${v.employeeNumber} in
    (e.owner_employee_number, e.author_employee_number, e.form_author_employee_number, e.manager_employee_number, e.signed_user_id))`;
}

/** Ids of the evaluations the viewer may answer now. */
function answerableEvaluations(v: Viewer): SQL {
  return sql`(select e.id from evaluations e where e.author_employee_number = ${v.employeeNumber} and e.status <> 'COMPLETED')`;
}

type Ref = Record<string, SQL>;

/** A policy where managers of reviews do everything and participants read what they take part in. */
function reviewPolicy(participantRows: ((v: Viewer, t: Ref) => SQL) | null, writableByManagers: readonly string[], extra: Partial<EntityPolicy> = {}): EntityPolicy {
  const participantRead: ReadGrant[] = participantRows ? [{ rows: participantRows, fields: 'all' }] : [];
  return {
    read: { ...readFor(MANAGE, [{ rows: 'all', fields: 'all' }]), ...(participantRows ? readFor(PARTICIPANTS, participantRead) : {}) },
    create: grantFor(MANAGE, { fields: writableByManagers }),
    update: grantFor(MANAGE, [{ rows: 'all', fields: writableByManagers }]),
    delete: grantFor(MANAGE, 'all'),
    ...extra,
  };
}

/** Templates and cycles are for the review managers only. */
export const reviewTemplatePolicy = reviewPolicy(null, ['title', 'year', 'evaluationTemplates']);
export const evaluationTemplatePolicy = reviewPolicy(null, ['title', 'year', 'order', 'authorHidden', 'needsAssignment', 'reviewTemplate', 'sections']);
export const reviewCyclePolicy = reviewPolicy(null, ['name', 'startDate', 'template', 'groupCycle', 'lockReviewsFromNonAdmins', 'dueInDays']);

/** The employee numbers of the PPA all-access setting see every PPA evaluation (spec 3 section 6). */
export const ppaAllAccess = (v: Viewer) =>
  sql`exists (select 1 from portal_settings where key = 'ppaAllAccess' and value @> jsonb_build_array(${v.employeeNumber}::text))`;
export const isPpa = (t: Ref) => sql`${t.title} ilike '%PPA%'`;

export const reviewsPolicy = reviewPolicy(
  (v, t) => sql`(${t.userId} = ${v.id} or ${t.managerEmployeeNumber} = ${v.employeeNumber}
    or ${t.id} in (select review_id from evaluations where id in ${participatingEvaluations(v)}))`,
  ['title', 'year', 'status', 'manager', 'managerEmployeeNumber', 'authorEmployeeNumber', 'template', 'user', 'dateCompleted', 'dateToCompleteBy', 'evaluations'],
);
// The PPA all-access numbers read the reviews their PPA list shows (status, due date).
for (const role of PARTICIPANTS) {
  reviewsPolicy.read[role] = [
    ...(reviewsPolicy.read[role] ?? []),
    { rows: (v: Viewer, t: Ref) => sql`${ppaAllAccess(v)} and ${t.id} in (select e.review_id from evaluations e where e.title ilike '%PPA%')`, fields: 'all' },
  ];
}

/**
 * The subject of an author-hidden evaluation (peer feedback) takes part in it but must not learn
 * who wrote it, nor read the answers before it is completed (docs/decisions/0052). These are
 * the evaluations where that is the viewer's only part.
 */
export function hiddenFromSubject(v: Viewer): SQL {
  return sql`(select e.id from evaluations e where e.owner_employee_number = ${v.employeeNumber} and e.author_hidden
    and ${v.employeeNumber} is distinct from e.author_employee_number and ${v.employeeNumber} is distinct from e.form_author_employee_number
    and ${v.employeeNumber} is distinct from e.manager_employee_number and ${v.employeeNumber} is distinct from e.signed_user_id)`;
}

const WRITER_FIELDS = new Set(['author', 'authorEmployeeNumber', 'formAuthor', 'formAuthorEmployeeNumber']);
const EVALUATION_FIELDS = [
  'id', 'title', 'status', 'dateCompleted', 'dateToCompleteBy', 'assignmentDate', 'review', 'reviewId', 'template', 'templateVersionId',
  'manager', 'managerEmployeeNumber', 'owner', 'ownerEmployeeNumber', 'author', 'authorEmployeeNumber', 'authorHidden', 'needsAssignment',
  'needsSignature', 'signedDate', 'signedUserId', 'signerName', 'formAuthor', 'formAuthorEmployeeNumber', 'sections', 'createdAt', 'updatedAt',
];

export const evaluationsPolicy = reviewPolicy(
  (v, t) => sql`${t.id} in ${participatingEvaluations(v)} and ${t.id} not in ${hiddenFromSubject(v)}`,
  [
    'title', 'status', 'dateCompleted', 'dateToCompleteBy', 'assignmentDate', 'review', 'template', 'manager', 'managerEmployeeNumber',
    'owner', 'ownerEmployeeNumber', 'author', 'authorEmployeeNumber', 'authorHidden', 'needsAssignment', 'needsSignature',
    'signedDate', 'signedUserId', 'signerName', 'formAuthor', 'formAuthorEmployeeNumber', 'sections',
  ],
);


// The hidden evaluation's subject reads everything but the writer.
for (const role of PARTICIPANTS) {
  evaluationsPolicy.read[role] = [
    ...(evaluationsPolicy.read[role] ?? []),
    { rows: (v: Viewer, t: Ref) => sql`${t.id} in ${hiddenFromSubject(v)}`, fields: EVALUATION_FIELDS.filter((f) => !WRITER_FIELDS.has(f)) },
    { rows: (v: Viewer, t: Ref) => sql`${isPpa(t)} and ${ppaAllAccess(v)}`, fields: 'all' },
  ];
}

export const sectionsPolicy = reviewPolicy(
  (v, t) => sql`${t.evaluationId} in ${participatingEvaluations(v)}`,
  ['title', 'instructions', 'order', 'evaluationTemplate', 'evaluation', 'questions'],
);

/** Hidden evaluations whose subject may not read the answers yet (not completed). */
const answersHiddenFrom = (v: Viewer) => sql`(select e.id from evaluations e where e.id in ${hiddenFromSubject(v)} and e.status <> 'COMPLETED')`;
const QUESTION_FIELDS = ['id', 'text', 'order', 'answer', 'answerType', 'section', 'sectionId', 'answerOptions'];
const questionsBase = reviewPolicy(
  (v, t) => sql`${t.sectionId} in (select s.id from sections s where s.evaluation_id in ${participatingEvaluations(v)} and s.evaluation_id not in ${answersHiddenFrom(v)})`,
  ['text', 'order', 'answer', 'answerType', 'section', 'answerOptions'],
);
for (const role of PARTICIPANTS) {
  questionsBase.read[role] = [
    ...(questionsBase.read[role] ?? []),
    { rows: (v: Viewer, t: Ref) => sql`${t.sectionId} in (select s.id from sections s where s.evaluation_id in ${answersHiddenFrom(v)})`, fields: QUESTION_FIELDS.filter((f) => f !== 'answer') },
  ];
}

export const questionsPolicy: EntityPolicy = {
  ...questionsBase,
  update: {
    ...grantFor(MANAGE, [{ rows: 'all', fields: ['text', 'order', 'answer', 'answerType', 'section', 'answerOptions'] }]),
    ...grantFor(PARTICIPANTS, [
      { rows: (v: Viewer, t: Ref) => sql`${t.sectionId} in (select s.id from sections s where s.evaluation_id in ${answerableEvaluations(v)})`, fields: ['answer'] },
    ]),
  },
};

export const answerOptionsPolicy = reviewPolicy(
  (v, t) => sql`${t.questionId} in (select q.id from questions q join sections s on s.id = q.section_id
    where s.evaluation_id in ${participatingEvaluations(v)})`,
  ['name', 'value', 'question'],
);

