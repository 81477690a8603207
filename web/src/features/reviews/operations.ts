import { graphql, type FragmentOf, type ResultOf } from '../../graphql';

/** An evaluation as lists and headers show it. Writer fields are null where hidden from the viewer. */
const EVALUATION_SUMMARY = graphql(`
  fragment EvaluationSummaryFields on Evaluation {
    id
    title
    status
    dateToCompleteBy
    dateCompleted
    owner
    ownerEmployeeNumber
    author
    authorEmployeeNumber
    formAuthor
    formAuthorEmployeeNumber
    manager
    managerEmployeeNumber
    needsAssignment
    needsSignature
    signedDate
    signerName
    review {
      id
      title
      year
    }
  }
`);
export type EvaluationSummary = FragmentOf<typeof EVALUATION_SUMMARY>;

/** The view's evaluations, and how many each section holds in the year (for the empty texts). */
export const MY_EVALUATIONS = graphql(`
  query MyEvaluations($year: Int!, $completed: Boolean!) {
    myEvaluations(year: $year, completed: $completed) {
      section
      action
      evaluation {
        ...EvaluationSummaryFields
      }
    }
    myEvaluationCounts(year: $year) {
      section
      open
      completed
    }
    myEvaluationYears
  }
`, [EVALUATION_SUMMARY]);
/** One evaluation of My reviews, in its section, with its one action. */
export type MyEvaluation = ResultOf<typeof MY_EVALUATIONS>['myEvaluations'][number];

/**
 * The other view's evaluations of the year, only what an employee's completion (n of m) needs:
 * with the listed view they make the year (decision 0094). One request, not one per employee.
 */
export const MY_TEAM_COMPLETION = graphql(`
  query MyTeamCompletion($year: Int!, $completed: Boolean!) {
    myEvaluations(year: $year, completed: $completed) {
      section
      evaluation {
        id
        status
        owner
        ownerEmployeeNumber
      }
    }
  }
`);
/** What completion (n of m) needs of an evaluation: both views of the year are counted. */
export type CompletionItem = ResultOf<typeof MY_TEAM_COMPLETION>['myEvaluations'][number]['evaluation'];

/** A form's section with its questions, as FormSections renders it (evaluations and templates). */
const FORM_SECTION = graphql(`
  fragment FormSectionFields on Section {
    id
    title
    instructions
    questions(orderBy: [{ order: asc }, { id: asc }]) {
      id
      text
      answer
      answerType
      required
      answerOptions(orderBy: [{ id: asc }]) {
        id
        name
        value
      }
    }
  }
`);
export type FormSection = FragmentOf<typeof FORM_SECTION>;

export const EVALUATION_FORM = graphql(`
  query EvaluationForm($id: Int!) {
    evaluation(where: { id: $id }) {
      ...EvaluationSummaryFields
      sections(orderBy: [{ order: asc }, { id: asc }]) {
        ...FormSectionFields
      }
    }
  }
`, [EVALUATION_SUMMARY, FORM_SECTION]);
export type EvaluationForm = NonNullable<ResultOf<typeof EVALUATION_FORM>['evaluation']>;

export const EVALUATION_TEMPLATE_FORM = graphql(`
  query EvaluationTemplateForm($id: Int!) {
    evaluationTemplate(where: { id: $id }) {
      id
      title
      year
      sections(orderBy: [{ order: asc }, { id: asc }]) {
        ...FormSectionFields
      }
    }
  }
`, [FORM_SECTION]);

export const SAVE_EVALUATION = graphql(`
  mutation SaveEvaluation($id: Int!, $answers: [AnswerInput!]!) {
    saveEvaluation(id: $id, answers: $answers) {
      id
      status
    }
  }
`);

export const SUBMIT_EVALUATION = graphql(`
  mutation SubmitEvaluation($id: Int!, $answers: [AnswerInput!]!) {
    submitEvaluation(id: $id, answers: $answers) {
      id
      status
    }
  }
`);

export const SIGN_OFF_EVALUATION = graphql(`
  mutation SignOffEvaluation($id: Int!, $fullName: String!) {
    signOffEvaluation(id: $id, fullName: $fullName) {
      id
      needsSignature
    }
  }
`);

export const ASSIGNEE_EXCLUSIONS = graphql(`
  query AssigneeExclusions($evaluationId: Int!) {
    evaluationAssigneeExclusions(evaluationId: $evaluationId)
  }
`);

/** The form a "Choose the writers" e-mail's link names (?assign=ID), when the list shown does not hold it. */
export const EVALUATION_TO_ASSIGN = graphql(`
  query EvaluationToAssign($id: Int!) {
    evaluation(where: { id: $id }) {
      ...EvaluationSummaryFields
    }
  }
`, [EVALUATION_SUMMARY]);

export const ASSIGN_EVALUATION = graphql(`
  mutation AssignEvaluation($evaluationId: Int!, $employeeNumbers: [String!]!) {
    assignEvaluation(evaluationId: $evaluationId, employeeNumbers: $employeeNumbers)
  }
`);

export const REVIEW_TEMPLATES = graphql(`
  query ReviewTemplates($where: ReviewTemplateWhereInput, $orderBy: [ReviewTemplateOrderByWithRelationInput!], $take: Int, $skip: Int) {
    reviewTemplates(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      id
      title
      year
      evaluationTemplates(orderBy: [{ order: asc }, { id: asc }]) {
        id
        title
        authorHidden
        needsAssignment
      }
    }
    aggregateReviewTemplate(where: $where) {
      _count {
        _all
      }
    }
  }
`);
export type ReviewTemplateRow = ResultOf<typeof REVIEW_TEMPLATES>['reviewTemplates'][number];

/** The current versions of the templates, for pickers (with their forms, for previews). */
export const REVIEW_TEMPLATE_CHOICES = graphql(`
  query ReviewTemplateChoices {
    reviewTemplates(where: { supersededById: { equals: null } }, orderBy: [{ year: desc }, { title: asc }], take: 200) {
      id
      title
      year
      evaluationTemplates(orderBy: [{ order: asc }, { id: asc }]) {
        id
        title
      }
    }
  }
`);

export const templateChoiceLabel = (t: { title: string; year: number | null }) => (t.year != null ? `${t.title} (${t.year})` : t.title);

export const CREATE_SAMPLE_TEMPLATE = graphql(`
  mutation CreateSampleReviewTemplate {
    createSampleReviewTemplate
  }
`);

export const ASSIGN_REVIEW = graphql(`
  mutation AssignReviewToUser($employeeNumber: String!, $templateVersionId: Int!, $dateToCompleteBy: Date!) {
    assignReviewToUser(employeeNumber: $employeeNumber, templateVersionId: $templateVersionId, dateToCompleteBy: $dateToCompleteBy)
  }
`);

export const SEND_REMINDER = graphql(`
  mutation SendEvaluationReminder($evaluationId: Int!) {
    sendNotification(evaluationId: $evaluationId)
  }
`);

export const EVALUATION_GOALS = graphql(`
  query EvaluationGoals($evaluationId: Int!) {
    evaluationGoals(evaluationId: $evaluationId) {
      id
      title
      description
      status
      dueDate
      currentProgress
      lastCheckIn: checkIns(orderBy: [{ createdAt: desc }, { id: desc }], take: 1) {
        id authorName companyTime fromProgress toProgress note
      }
    }
  }
`);

export const COMPLETE_EVALUATION_GOAL = graphql(`
  mutation CompleteEvaluationGoal($evaluationId: Int!, $goalId: Int!) {
    completeEvaluationGoal(evaluationId: $evaluationId, goalId: $goalId) {
      id
      status
    }
  }
`);

export const REVIEW_TEMPLATE_TREE = graphql(`
  query ReviewTemplateTree($id: Int!) {
    reviewTemplate(where: { id: $id }) {
      id
      title
      year
      evaluationTemplates(orderBy: [{ order: asc }, { id: asc }]) {
        id
        title
        authorHidden
        needsAssignment
        sections(orderBy: [{ order: asc }, { id: asc }]) {
          ...FormSectionFields
        }
      }
    }
    aggregateReview(where: { templateVersionId: { equals: $id } }) {
      _count {
        _all
      }
    }
  }
`, [FORM_SECTION]);
export type TemplateTree = NonNullable<ResultOf<typeof REVIEW_TEMPLATE_TREE>['reviewTemplate']>;

export const SAVE_REVIEW_TEMPLATE = graphql(`
  mutation SaveReviewTemplate($id: Int, $template: ReviewTemplateEditInput!) {
    saveReviewTemplate(id: $id, template: $template)
  }
`);

export const DELETE_EVALUATION = graphql(`
  mutation DeleteEvaluationFromReview($evaluationId: Int!) {
    deleteEvaluationFromReview(evaluationId: $evaluationId)
  }
`);

export const DELETE_REVIEW = graphql(`
  mutation DeleteReviewAndConnectedEvaluations($reviewId: Int!) {
    deleteReviewAndConnectedEvaluations(reviewId: $reviewId)
  }
`);

/** A row of the forms lists (Navigator forms, PPA assignments): the summary and what the admin columns add. */
const EVALUATION_ROW = graphql(`
  fragment EvaluationRowFields on Evaluation {
    ...EvaluationSummaryFields
    assignmentDate
    templateVersionId
    authorHidden
  }
`, [EVALUATION_SUMMARY]);
export type FormRow = FragmentOf<typeof EVALUATION_ROW>;

export const NAVIGATOR_FORMS = graphql(`
  query NavigatorForms($where: EvaluationWhereInput, $orderBy: [EvaluationOrderByWithRelationInput!], $take: Int, $skip: Int) {
    evaluations(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      ...EvaluationRowFields
    }
    aggregateEvaluation(where: $where) {
      _count {
        _all
      }
    }
  }
`, [EVALUATION_ROW]);

const REVIEW_ROW = graphql(`
  fragment ReviewRowFields on Review {
    id
    title
    year
    status
    manager
    dateToCompleteBy
    dateCompleted
    templateVersionId
    user {
      id
      firstName
      lastName
      employeeNumber
    }
  }
`);
export type ReviewRow = FragmentOf<typeof REVIEW_ROW>;

export const NAVIGATOR_REVIEWS = graphql(`
  query NavigatorReviews($where: ReviewWhereInput, $orderBy: [ReviewOrderByWithRelationInput!], $take: Int, $skip: Int) {
    reviews(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      ...ReviewRowFields
    }
    aggregateReview(where: $where) {
      _count {
        _all
      }
    }
  }
`, [REVIEW_ROW]);

/** The completion chart over the Navigator reviews list's filter (decision 0095). */
export const REVIEW_COMPLETION = graphql(`
  query ReviewCompletion($where: ReviewWhereInput) {
    reviewCompletion(where: $where) {
      byCycle {
        label
        completed
        total
      }
      byGroup {
        label
        completed
        total
      }
    }
  }
`);

export const REVIEW_DETAIL = graphql(`
  query ReviewDetail($id: Int!) {
    review(where: { id: $id }) {
      ...ReviewRowFields
      evaluations(orderBy: [{ id: asc }]) {
        ...EvaluationSummaryFields
      }
    }
  }
`, [REVIEW_ROW, EVALUATION_SUMMARY]);

export const PPA_ASSIGNMENTS = graphql(`
  query PpaAssignments($where: EvaluationWhereInput, $orderBy: [EvaluationOrderByWithRelationInput!], $take: Int, $skip: Int) {
    ppaAssignments(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      rows {
        ...EvaluationRowFields
      }
      total
    }
  }
`, [EVALUATION_ROW]);

export const REVIEW_CYCLES = graphql(`
  query ReviewCycles($where: ReviewCycleWhereInput, $orderBy: [ReviewCycleOrderByWithRelationInput!], $take: Int, $skip: Int) {
    reviewCycles(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      id
      name
      startDate
      groupCycle
      dueInDays
      lockReviewsFromNonAdmins
      launchedAt
      reviewCount
      completedReviews
      templateId
      template {
        id
        title
        year
      }
    }
    aggregateReviewCycle(where: $where) {
      _count {
        _all
      }
    }
  }
`);
export type ReviewCycleRow = ResultOf<typeof REVIEW_CYCLES>['reviewCycles'][number];

export const CREATE_REVIEW_CYCLE = graphql(`
  mutation CreateReviewCycle($data: ReviewCycleCreateInput!) {
    createOneReviewCycle(data: $data) {
      id
    }
  }
`);

export const UPDATE_REVIEW_CYCLE = graphql(`
  mutation UpdateReviewCycle($id: Int!, $data: ReviewCycleUpdateInput!) {
    updateOneReviewCycle(where: { id: $id }, data: $data) {
      id
    }
  }
`);

export const DELETE_REVIEW_CYCLE = graphql(`
  mutation DeleteReviewCycle($id: Int!) {
    deleteOneReviewCycle(where: { id: $id }) {
      id
    }
  }
`);

export const REVIEW_CYCLE_AUDIENCE = graphql(`
  query ReviewCycleAudience($id: Int!) {
    reviewCycleAudience(id: $id) {
      employees
      withoutSupervisor
    }
  }
`);

export const LAUNCH_REVIEW_CYCLE = graphql(`
  mutation LaunchReviewCycle($id: Int!) {
    launchReviewCycle(id: $id)
  }
`);

export const UPDATE_EVALUATION_ADMIN = graphql(`
  mutation UpdateEvaluationAdmin($id: Int!, $authorEmployeeNumber: String, $authorHidden: Boolean, $dateToCompleteBy: Date) {
    updateEvaluationAdmin(id: $id, authorEmployeeNumber: $authorEmployeeNumber, authorHidden: $authorHidden, dateToCompleteBy: $dateToCompleteBy) {
      id
    }
  }
`);
