import type { EvaluationStatus, ReviewStatus } from '@portal/common';
import { graphql } from '../../graphql';

/** An evaluation as lists and headers show it. Writer fields are null where hidden from the viewer. */
export interface EvaluationSummary {
  id: number;
  title: string;
  status: EvaluationStatus;
  dateToCompleteBy: string | null;
  dateCompleted: string | null;
  owner: string | null;
  ownerEmployeeNumber: string | null;
  author: string | null;
  authorEmployeeNumber: string | null;
  formAuthor: string | null;
  formAuthorEmployeeNumber: string | null;
  manager: string | null;
  managerEmployeeNumber: string | null;
  needsAssignment: boolean;
  needsSignature: boolean;
  signedDate: string | null;
  signerName: string | null;
  review: { id: number; title: string; year: number | null } | null;
}

const SUMMARY = graphql(`
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

export interface MyEvaluation {
  /** A ReviewSection (the API's type is String). */
  section: string;
  action: string;
  evaluation: EvaluationSummary;
}

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
  }
`, [SUMMARY]);

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

export interface AnswerOption {
  id: number;
  name: string;
  value: string | null;
}

export interface FormQuestion {
  id: number;
  text: string;
  answer: string | null;
  /** 'text', 'date' or 'multi' (the API's type is String). */
  answerType: string;
  /** Submit waits until it is answered. */
  required: boolean;
  answerOptions: AnswerOption[];
}

export interface FormSection {
  id: number;
  title: string;
  instructions: string | null;
  questions: FormQuestion[];
}

const FORM = graphql(`
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

export type EvaluationForm = EvaluationSummary & { sections: FormSection[] };

export const EVALUATION_FORM = graphql(`
  query EvaluationForm($id: Int!) {
    evaluation(where: { id: $id }) {
      ...EvaluationSummaryFields
      sections(orderBy: [{ order: asc }, { id: asc }]) {
        ...FormSectionFields
      }
    }
  }
`, [SUMMARY, FORM]);

export interface EvaluationTemplateForm {
  id: number;
  title: string;
  year: number | null;
  sections: FormSection[];
}

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
`, [FORM]);

export interface AnswerInput {
  questionId: number;
  answer: string | null;
}

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

export const ASSIGN_EVALUATION = graphql(`
  mutation AssignEvaluation($evaluationId: Int!, $employeeNumbers: [String!]!) {
    assignEvaluation(evaluationId: $evaluationId, employeeNumbers: $employeeNumbers)
  }
`);

export interface ReviewTemplateRow {
  id: number;
  title: string;
  year: number | null;
  evaluationTemplates: { id: number; title: string; authorHidden: boolean; needsAssignment: boolean }[];
}

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

export interface TemplateTree {
  id: number;
  title: string;
  year: number | null;
  evaluationTemplates: {
    id: number;
    title: string;
    authorHidden: boolean;
    needsAssignment: boolean;
    sections: FormSection[];
  }[];
}

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
`, [FORM]);

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

export type FormRow = EvaluationSummary & { assignmentDate: string | null; templateVersionId: number | null; authorHidden: boolean };

export const NAVIGATOR_FORMS = graphql(`
  query NavigatorForms($where: EvaluationWhereInput, $orderBy: [EvaluationOrderByWithRelationInput!], $take: Int, $skip: Int) {
    evaluations(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      ...EvaluationSummaryFields
      assignmentDate
      templateVersionId
      authorHidden
    }
    aggregateEvaluation(where: $where) {
      _count {
        _all
      }
    }
  }
`, [SUMMARY]);

export interface ReviewRow {
  id: number;
  title: string;
  year: number | null;
  status: ReviewStatus;
  manager: string | null;
  dateToCompleteBy: string | null;
  dateCompleted: string | null;
  templateVersionId: number | null;
  user: { id: number; firstName: string | null; lastName: string | null; employeeNumber: string | null } | null;
}

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

export type ReviewDetail = ReviewRow & { evaluations: EvaluationSummary[] };

export const REVIEW_DETAIL = graphql(`
  query ReviewDetail($id: Int!) {
    review(where: { id: $id }) {
      ...ReviewRowFields
      evaluations(orderBy: [{ id: asc }]) {
        ...EvaluationSummaryFields
      }
    }
  }
`, [REVIEW_ROW, SUMMARY]);

export const PPA_ASSIGNMENTS = graphql(`
  query PpaAssignments($where: EvaluationWhereInput, $orderBy: [EvaluationOrderByWithRelationInput!], $take: Int, $skip: Int) {
    ppaAssignments(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
      rows {
        ...EvaluationSummaryFields
        assignmentDate
        templateVersionId
        authorHidden
      }
      total
    }
  }
`, [SUMMARY]);

export interface ReviewCycleRow {
  id: number;
  name: string;
  startDate: string;
  groupCycle: string | null;
  dueInDays: number;
  lockReviewsFromNonAdmins: boolean;
  launchedAt: string | null;
  /** Computed by the server; null before launch counts exist. */
  reviewCount: number | null;
  completedReviews: number | null;
  templateId: number;
  template: { id: number; title: string; year: number | null } | null;
}
export type ReviewCyclesPage = { reviewCycles: ReviewCycleRow[]; aggregateReviewCycle: { _count: { _all: number } } };

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
