/**
 * Reviews and evaluations (spec 3): the generic models plus the workflow operations, which
 * enforce who may act at each step (decisions 0035 to 0039).
 */
import { rolesWith } from '@portal/common';
import { reader } from '../../graphql/crud/api';
import { selectionOf } from '../../graphql/crud/preloads';
import { mutation, query, type PortalModule } from '../../graphql/module';
import { notFound } from '../../graphql/errors';
import { updateEvaluationAdmin } from './adminEdit';
import { deleteEvaluation, deleteReviewAndConnectedEvaluations, sendEvaluationReminder } from './admin';
import { launchReviewCycle, reviewCycleAudience, reviewCycleLaunchJob } from './cycles';
import { evaluationReminderJob } from './dueReminders';
import { reviewDigestJob, reviewNoticeJob } from './notices';
import { remindOverdueWriters } from './remindOverdue';
import { myReviewMailPreference, setMyReviewMailPreference } from './reviewMailPreference';
import { completeEvaluationGoal, evaluationGoals } from './evaluationGoals';
import { assigneeExclusions, assignEvaluation, assignReviewToUser } from './assign';
import { evaluationModel, reviewModels, reviewTemplateModel } from './models';
import { myEvaluationCounts, myEvaluations } from './myReviews';
import { ppaAssignments } from './ppaAssignments';
import { reviewCompletion } from './reviewCompletion';
import { createReviewTemplateFromTitle, createSampleReviewTemplate, saveReviewTemplate } from './templateEditor';
import { saveEvaluation, signEvaluation, submitEvaluation } from './workflow';

const MANAGE = rolesWith('reviews.manage');

const typeDefs = /* GraphQL */ `
  "An evaluation on My reviews: the section it is listed in and the one action offered."
  type MyEvaluation {
    "personal, peer or manager"
    section: String!
    "Sign Off, Assign, Resume, Start or View"
    action: String!
    evaluation: Evaluation!
  }
  "How many evaluations of a year one section of My reviews lists in each view."
  type MyEvaluationCount {
    "personal, peer or manager"
    section: String!
    "In the Incomplete view: waiting on the viewer."
    open: Int!
    "In the Completed view."
    completed: Int!
  }
  input AnswerOptionTemplateInput { name: String! value: String! }
  input QuestionTemplateInput {
    text: String!
    answerType: String!
    "Submit is refused while a required question is unanswered (default false)."
    required: Boolean
    options: [AnswerOptionTemplateInput!]!
  }
  input SectionTemplateInput { title: String! instructions: String questions: [QuestionTemplateInput!]! }
  input EvaluationTemplateEditInput { title: String! authorHidden: Boolean! needsAssignment: Boolean! sections: [SectionTemplateInput!]! }
  "A whole review template as the template editor saves it, in order."
  input ReviewTemplateEditInput { title: String! year: Int evaluations: [EvaluationTemplateEditInput!]! }
  input AnswerInput {
    questionId: Int!
    "Text, a YYYY-MM-DD date, or the value of one of the question's options; null clears it."
    answer: String
  }
  type EvaluationPage { rows: [Evaluation!]! total: Int! }
  "Who a review cycle's launch would reach now."
  type ReviewCycleAudience {
    "Active employees of the cycle's group without a review from it, who would get one."
    employees: Int!
    "Employees of the group left out because they have no supervisor."
    withoutSupervisor: Int!
  }
  "One bar of the reviews' completion chart: how many of the reviews of a cycle or group are completed."
  type CompletionBar { label: String! completed: Int! total: Int! }
  "Completion of the reviews a filter matches, per review cycle and per group of the subject."
  type ReviewCompletion { byCycle: [CompletionBar!]! byGroup: [CompletionBar!]! }
  "What a manager's Remind everyone overdue did."
  type OverdueReminders {
    "Writers e-mailed now (one e-mail each, listing their overdue forms)."
    sent: Int!
    "Overdue writers not e-mailed: each of their overdue forms was reminded less than an hour ago."
    recentlyReminded: Int!
  }
  type Query {
    "Completion of the reviews the Navigator list's filter matches (the same row scope), per cycle and per group. For the review managers."
    reviewCompletion(where: ReviewWhereInput): ReviewCompletion!
    "How the viewer gets e-mails about review forms that come to them: immediate (one per form) or daily (one digest)."
    myReviewMailPreference: String!
    "PPA evaluations of open reviews that the viewer manages (all of them for the PPA all-access numbers), paged and filtered in SQL."
    ppaAssignments(where: EvaluationWhereInput, orderBy: [EvaluationOrderByWithRelationInput!], take: Int, skip: Int): EvaluationPage!
    reviewCycleAudience(id: Int!): ReviewCycleAudience!
    "The viewer's evaluations of a year: open ones (to do or to sign) or completed ones."
    myEvaluations(year: Int!, completed: Boolean!): [MyEvaluation!]!
    "The viewer's evaluations of a year counted per section and view; sections without any are left out."
    myEvaluationCounts(year: Int!): [MyEvaluationCount!]!
    "Employee numbers that may not be given this evaluation: its subject and those already writing one of its title in the review. For those who may choose its writers."
    evaluationAssigneeExclusions(evaluationId: Int!): [String!]!
    "The evaluation's Goals section: the subject's active goals now due, and those completed in it. Null for viewers not shown them (peer writers)."
    evaluationGoals(evaluationId: Int!): [Goal!]
  }
  type Mutation {
    "Sets how the viewer (only) gets e-mails about review forms that come to them: immediate or daily."
    setMyReviewMailPreference(mode: String!): String!
    "E-mails each writer of the viewer's team's overdue evaluations one reminder (evaluations reminded in the last hour left out)."
    remindOverdueWriters: OverdueReminders!
    "Gives an employee a review of a template: one evaluation per evaluation template. Returns the review id."
    assignReviewToUser(employeeNumber: String!, templateVersionId: Int!, dateToCompleteBy: Date!): Int!
    "The manager hands an evaluation to its writer(s) (at most 10; several only for Client and PPA types). Returns the evaluations' ids."
    assignEvaluation(evaluationId: Int!, employeeNumbers: [String!]!): [Int!]!
    "The current author stores answers and keeps the evaluation open (SAVE_FOR_LATER)."
    saveEvaluation(id: Int!, answers: [AnswerInput!]!): Evaluation!
    "The current author stores answers and completes the evaluation; it moves to who signs it."
    submitEvaluation(id: Int!, answers: [AnswerInput!]!): Evaluation!
    "The designated signer signs a completed evaluation, typing their full name."
    signOffEvaluation(id: Int!, fullName: String!): Evaluation!
    "A review manager changes an evaluation's current author (writer, or signer once submitted), writer visibility or due date."
    updateEvaluationAdmin(id: Int!, authorEmployeeNumber: String, authorHidden: Boolean, dateToCompleteBy: Date): Evaluation!
    "Deletes an evaluation nobody has started."
    deleteEvaluationFromReview(evaluationId: Int!): Boolean!
    "Deletes a review with all its evaluations."
    deleteReviewAndConnectedEvaluations(reviewId: Int!): Boolean!
    "E-mails the current author a link to the evaluation (at most once an hour per evaluation)."
    sendNotification(evaluationId: Int!): Boolean!
    "The current author completes one of the subject's due goals inside the evaluation, attaching it to the form's Goals section."
    completeEvaluationGoal(evaluationId: Int!, goalId: Int!): Goal!
    "Creates (no id) or edits a review template with all its forms. A template a review was assigned from is not changed: the edit becomes a new version. Returns the id of the version holding the edit."
    saveReviewTemplate(id: Int, template: ReviewTemplateEditInput!): Int!
    "Gives the cycle's template to every active employee of its group now (once); returns the number of reviews created."
    launchReviewCycle(id: Int!): Int!
    "Creates a complete sample review template (the empty workshop's button). Returns its id."
    createSampleReviewTemplate: Int!
    "Spec 3's call: creates a review template from a title and a year (data: { title, year }), holding the standard forms the template editor then changes."
    createOneReviewTemplate(data: ReviewTemplateCreateInput!): ReviewTemplate!
  }
`;

/** The evaluation as the viewer may read it, after a workflow step. */
async function readBack(ctx: Parameters<typeof reader>[0], id: number) {
  const row = await reader(ctx).findUnique(evaluationModel, { id });
  if (!row) throw notFound('Could not find the evaluation. Please try again.');
  return row;
}

export const reviewsModule: PortalModule = {
  name: 'reviews',
  models: reviewModels,
  jobs: [evaluationReminderJob, reviewCycleLaunchJob, reviewNoticeJob, reviewDigestJob],
  api: {
    typeDefs,
    operations: [
      query('ppaAssignments', rolesWith('ppa.view'), (_p, args, ctx, info) => ppaAssignments(ctx, args, info)),
      query('reviewCompletion', MANAGE, (_p, { where }, ctx) => reviewCompletion(ctx, where)),
      query('reviewCycleAudience', MANAGE, (_p, { id }, ctx) => reviewCycleAudience(ctx, id)),
      mutation('launchReviewCycle', MANAGE, (_p, { id }, ctx) => launchReviewCycle(ctx, id)),
      query('myReviewMailPreference', 'authenticated', (_p, _a, ctx) => myReviewMailPreference(ctx)),
      mutation('setMyReviewMailPreference', 'authenticated', (_p, { mode }, ctx) => setMyReviewMailPreference(ctx, mode)),
      mutation('remindOverdueWriters', rolesWith('reviews.managerSection'), (_p, _a, ctx) => remindOverdueWriters(ctx)),
      query('myEvaluations', 'authenticated', (_p, args, ctx) => myEvaluations(ctx, args)),
      query('myEvaluationCounts', 'authenticated', (_p, args, ctx) => myEvaluationCounts(ctx, args)),
      query('evaluationAssigneeExclusions', 'authenticated', (_p, { evaluationId }, ctx) => assigneeExclusions(ctx, evaluationId)),
      query('evaluationGoals', 'authenticated', (_p, { evaluationId }, ctx) => evaluationGoals(ctx, evaluationId)),
      mutation('completeEvaluationGoal', 'authenticated', async (_p, args, ctx) => {
        const id = await completeEvaluationGoal(ctx, args);
        const [goal] = await reader(ctx).findMany(ctx.registry.get('Goal'), { where: { id: { equals: id } }, take: 1 });
        if (!goal) throw notFound('The goal was not found.');
        return goal;
      }),
      mutation('assignReviewToUser', MANAGE, (_p, args, ctx) => assignReviewToUser(ctx, args)),
      mutation('assignEvaluation', 'authenticated', (_p, args, ctx) => assignEvaluation(ctx, args)),
      mutation('saveEvaluation', 'authenticated', async (_p, args, ctx) => readBack(ctx, await saveEvaluation(ctx, args))),
      mutation('submitEvaluation', 'authenticated', async (_p, args, ctx) => readBack(ctx, await submitEvaluation(ctx, args))),
      mutation('signOffEvaluation', 'authenticated', async (_p, args, ctx) => readBack(ctx, await signEvaluation(ctx, args))),
      mutation('updateEvaluationAdmin', MANAGE, async (_p, args, ctx) => readBack(ctx, await updateEvaluationAdmin(ctx, args))),
      mutation('deleteEvaluationFromReview', MANAGE, (_p, { evaluationId }, ctx) => deleteEvaluation(ctx, evaluationId)),
      mutation('deleteReviewAndConnectedEvaluations', MANAGE, (_p, { reviewId }, ctx) => deleteReviewAndConnectedEvaluations(ctx, reviewId)),
      mutation('sendNotification', MANAGE, (_p, { evaluationId }, ctx) => sendEvaluationReminder(ctx, evaluationId)),
      mutation('saveReviewTemplate', MANAGE, (_p, args, ctx) => saveReviewTemplate(ctx, args)),
      mutation('createSampleReviewTemplate', MANAGE, (_p, _a, ctx) => createSampleReviewTemplate(ctx)),
      mutation('createOneReviewTemplate', MANAGE, async (_p, { data }, ctx, info) => {
        const id = await createReviewTemplateFromTitle(ctx, data);
        const { computed, preloads, fields } = selectionOf(ctx.registry, reviewTemplateModel, info);
        const row = await reader(ctx).findUnique(reviewTemplateModel, { id }, computed, preloads, fields);
        if (!row) throw notFound('The review template was not found.');
        return row;
      }),
    ],
  },
};
