import { answerOptions, evaluations, evaluationTemplates, questions, reviewCycles, reviews, reviewTemplates, sections } from '../../db/schema';
import { sql } from 'drizzle-orm';
import { defineModel, type ModelDef } from '../../graphql/crud/model';
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

export const reviewTemplateModel = defineModel({
  name: 'ReviewTemplate',
  table: reviewTemplates,
  serverSet: [...stamps, 'supersededById'],
  aliases: { findMany: 'reviewTemplates', findUnique: 'reviewTemplate' },
  relations: { evaluationTemplates: { kind: 'many', target: 'EvaluationTemplate', field: 'reviewTemplateId' } },
  policy: reviewTemplatePolicy,
});

export const evaluationTemplateModel = defineModel({
  name: 'EvaluationTemplate',
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
  table: reviews,
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
  table: evaluations,
  serverSet: [...stamps, 'reminderSentAt'],
  aliases: { findMany: 'evaluations', findUnique: 'evaluation' },
  relations: {
    review: { kind: 'one', target: 'Review', field: 'reviewId' },
    template: { kind: 'one', target: 'EvaluationTemplate', field: 'templateVersionId' },
    sections: { kind: 'many', target: 'Section', field: 'evaluationId' },
  },
  policy: evaluationsPolicy,
});

export const sectionModel = defineModel({
  name: 'Section',
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

export const questionModel = defineModel({
  name: 'Question',
  table: questions,
  relations: {
    section: { kind: 'one', target: 'Section', field: 'sectionId' },
    answerOptions: { kind: 'many', target: 'AnswerOption', field: 'questionId' },
  },
  policy: questionsPolicy,
});

export const answerOptionModel = defineModel({
  name: 'AnswerOption',
  table: answerOptions,
  relations: { question: { kind: 'one', target: 'Question', field: 'questionId' } },
  policy: answerOptionsPolicy,
});

export const reviewCycleModel = defineModel({
  name: 'ReviewCycle',
  table: reviewCycles,
  serverSet: [...stamps, 'launchedAt'],
  aliases: { findMany: 'reviewCycles', findUnique: 'reviewCycle' },
  relations: {
    template: { kind: 'one', target: 'ReviewTemplate', field: 'templateId' },
    reviews: { kind: 'many', target: 'Review', field: 'reviewCycleId' },
  },
  computed: {
    reviewCount: { type: 'Int', description: 'Reviews this cycle created.', sql: (t) => sql`(select count(*)::int from reviews r where r.review_cycle_id = ${t.id})` },
    completedReviews: {
      type: 'Int',
      description: 'Of those, the completed ones.',
      sql: (t) => sql`(select count(*)::int from reviews r where r.review_cycle_id = ${t.id} and r.status = 'COMPLETED')`,
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
