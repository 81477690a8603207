import { answerOptions, evaluations, evaluationTemplates, questions, reviewCycles, reviews, reviewTemplates, sections } from '../../db/schema';
import { sql } from '../../db/sql';
import { EVALUATION_STATUSES, REVIEW_STATUSES } from '@portal/common';
import { defineModel, READ_OPERATIONS, type GenericOperation, type ModelDef } from '../../graphql/crud/model';
import { statusScalar } from '../../graphql/scalars';
import { reviewCycleHooks } from './cycleRules';
import {
  answerOptionsPolicy,
  evaluationsPolicy,
  evaluationTemplatePolicy,
  questionsPolicy,
  reviewCyclePolicy,
  reviewsPolicy,
  reviewTemplatePolicy,
  sectionsPolicy,
} from './policy';

const stamps = ['createdAt', 'updatedAt'];

/**
 * Templates, reviews, evaluations and their forms are only read through the generic layer: every
 * change goes through a workflow operation (saveReviewTemplate, assignReviewToUser, save, submit,
 * sign, assign, updateEvaluationAdmin, the deletions), which checks who may act on the row as
 * it is and records the step (decision 0035).
 */
const WORKFLOW_READS = READ_OPERATIONS;
/** Review cycles are plain records the cycles screen creates, edits and deletes (rules in cycleRules.ts). */
const CYCLE_OPERATIONS: readonly GenericOperation[] = [...READ_OPERATIONS, 'createOne', 'updateOne', 'deleteOne'];

export const reviewTemplateModel = defineModel({
  name: 'ReviewTemplate',
  operations: WORKFLOW_READS,
  table: reviewTemplates,
  serverSet: [...stamps, 'supersededById'],
  aliases: { findMany: 'reviewTemplates', findUnique: 'reviewTemplate' },
  relations: { evaluationTemplates: { kind: 'many', target: 'EvaluationTemplate', field: 'reviewTemplateId' } },
  policy: reviewTemplatePolicy,
});

const evaluationTemplateModel = defineModel({
  name: 'EvaluationTemplate',
  operations: WORKFLOW_READS,
  table: evaluationTemplates,
  serverSet: stamps,
  aliases: { findMany: 'evaluationTemplates', findUnique: 'evaluationTemplate' },
  relations: {
    reviewTemplate: { kind: 'one', target: 'ReviewTemplate', field: 'reviewTemplateId' },
    sections: { kind: 'many', target: 'Section', field: 'evaluationTemplateId' },
  },
  policy: evaluationTemplatePolicy,
});

export const reviewModel = defineModel({
  name: 'Review',
  operations: WORKFLOW_READS,
  table: reviews,
  outputScalars: { status: statusScalar('ReviewStatus', REVIEW_STATUSES, "A review's status") },
  serverSet: stamps,
  aliases: { findMany: 'reviews', findUnique: 'review' },
  relations: {
    user: { kind: 'one', target: 'User', field: 'userId' },
    template: { kind: 'one', target: 'ReviewTemplate', field: 'templateVersionId' },
    reviewCycle: { kind: 'one', target: 'ReviewCycle', field: 'reviewCycleId' },
    evaluations: { kind: 'many', target: 'Evaluation', field: 'reviewId' },
  },
  policy: reviewsPolicy,
});

export const evaluationModel = defineModel({
  name: 'Evaluation',
  operations: WORKFLOW_READS,
  table: evaluations,
  outputScalars: { status: statusScalar('EvaluationStatus', EVALUATION_STATUSES, "An evaluation's status") },
  serverSet: [...stamps, 'reminderSentAt'],
  aliases: { findMany: 'evaluations', findUnique: 'evaluation' },
  relations: {
    review: { kind: 'one', target: 'Review', field: 'reviewId' },
    template: { kind: 'one', target: 'EvaluationTemplate', field: 'templateVersionId' },
    sections: { kind: 'many', target: 'Section', field: 'evaluationId' },
  },
  policy: evaluationsPolicy,
});

const sectionModel = defineModel({
  name: 'Section',
  operations: WORKFLOW_READS,
  table: sections,
  relations: {
    evaluationTemplate: { kind: 'one', target: 'EvaluationTemplate', field: 'evaluationTemplateId' },
    evaluation: { kind: 'one', target: 'Evaluation', field: 'evaluationId' },
    questions: { kind: 'many', target: 'Question', field: 'sectionId' },
    goals: { kind: 'many', target: 'Goal', field: 'evaluationSectionId' },
    followups: { kind: 'many', target: 'UserFollowup', field: 'evaluationSectionId' },
  },
  policy: sectionsPolicy,
});

const questionModel = defineModel({
  name: 'Question',
  operations: WORKFLOW_READS,
  table: questions,
  relations: {
    section: { kind: 'one', target: 'Section', field: 'sectionId' },
    answerOptions: { kind: 'many', target: 'AnswerOption', field: 'questionId' },
  },
  policy: questionsPolicy,
});

const answerOptionModel = defineModel({
  name: 'AnswerOption',
  operations: WORKFLOW_READS,
  table: answerOptions,
  relations: { question: { kind: 'one', target: 'Question', field: 'questionId' } },
  policy: answerOptionsPolicy,
});

const reviewCycleModel = defineModel({
  name: 'ReviewCycle',
  operations: CYCLE_OPERATIONS,
  table: reviewCycles,
  serverSet: [...stamps, 'launchedAt'],
  aliases: { findMany: 'reviewCycles', findUnique: 'reviewCycle' },
  relations: {
    template: { kind: 'one', target: 'ReviewTemplate', field: 'templateId' },
    reviews: { kind: 'many', target: 'Review', field: 'reviewCycleId' },
  },
  computed: {
    reviewCount: { type: 'Int', description: 'Reviews this cycle created.', sql: (t) => sql`(select count(*)::int from ${reviews} where ${reviews.reviewCycleId} = ${t.id})` },
    completedReviews: {
      type: 'Int',
      description: 'Of those, the completed ones.',
      sql: (t) => sql`(select count(*)::int from ${reviews} where ${reviews.reviewCycleId} = ${t.id} and ${reviews.status} = 'COMPLETED')`,
    },
  },
  constraintMessages: {
    review_cycles_group_cycle_check: 'Choose a group cycle from the list.',
    review_cycles_due_in_days_check: 'Days to complete must be between 1 and 365.',
  },
  hooks: reviewCycleHooks,
  policy: reviewCyclePolicy,
});

export const reviewModels: ModelDef[] = [
  reviewTemplateModel,
  evaluationTemplateModel,
  reviewModel,
  evaluationModel,
  sectionModel,
  questionModel,
  answerOptionModel,
  reviewCycleModel,
];
