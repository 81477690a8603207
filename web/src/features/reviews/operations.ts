import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ListVariables } from '../../components/ui/DataTable';
import type { EvaluationStatus, ReviewSection, ReviewTemplateInput } from '@portal/common';

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

const SUMMARY = gql`
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
`;

export interface MyEvaluation {
  section: ReviewSection;
  action: string;
  evaluation: EvaluationSummary;
}

export const MY_EVALUATIONS: TypedDocumentNode<{ myEvaluations: MyEvaluation[] }, { year: number; completed: boolean }> = gql`
  query MyEvaluations($year: Int!, $completed: Boolean!) {
    myEvaluations(year: $year, completed: $completed) {
      section
      action
      evaluation {
        ...EvaluationSummaryFields
      }
    }
  }
  ${SUMMARY}
`;

export interface AnswerOption {
  id: number;
  name: string;
  value: string | null;
}

export interface FormQuestion {
  id: number;
  text: string;
  answer: string | null;
  answerType: 'text' | 'date' | 'multi';
  answerOptions: AnswerOption[];
}

export interface FormSection {
  id: number;
  title: string;
  instructions: string | null;
  questions: FormQuestion[];
}

const FORM = gql`
  fragment FormSectionFields on Section {
    id
    title
    instructions
    questions(orderBy: [{ order: asc }, { id: asc }]) {
      id
      text
      answer
      answerType
      answerOptions(orderBy: [{ id: asc }]) {
        id
        name
        value
      }
    }
  }
`;

export type EvaluationForm = EvaluationSummary & { sections: FormSection[] };

export const EVALUATION_FORM: TypedDocumentNode<{ evaluation: EvaluationForm | null }, { id: number }> = gql`
  query EvaluationForm($id: Int!) {
    evaluation(where: { id: $id }) {
      ...EvaluationSummaryFields
      sections(orderBy: [{ order: asc }, { id: asc }]) {
        ...FormSectionFields
      }
    }
  }
  ${SUMMARY}
  ${FORM}
`;

export interface EvaluationTemplateForm {
  id: number;
  title: string;
  year: number | null;
  sections: FormSection[];
}

export const EVALUATION_TEMPLATE_FORM: TypedDocumentNode<{ evaluationTemplate: EvaluationTemplateForm | null }, { id: number }> = gql`
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
  ${FORM}
`;

export interface AnswerInput {
  questionId: number;
  answer: string | null;
}

type AnswersVariables = { id: number; answers: AnswerInput[] };

export const SAVE_EVALUATION: TypedDocumentNode<{ saveEvaluation: { id: number; status: EvaluationStatus } }, AnswersVariables> = gql`
  mutation SaveEvaluation($id: Int!, $answers: [AnswerInput!]!) {
    saveEvaluation(id: $id, answers: $answers) {
      id
      status
    }
  }
`;

export const SUBMIT_EVALUATION: TypedDocumentNode<{ submitEvaluation: { id: number; status: EvaluationStatus } }, AnswersVariables> = gql`
  mutation SubmitEvaluation($id: Int!, $answers: [AnswerInput!]!) {
    submitEvaluation(id: $id, answers: $answers) {
      id
      status
    }
  }
`;

export const SIGN_OFF_EVALUATION: TypedDocumentNode<{ signOffEvaluation: { id: number; needsSignature: boolean } }, { id: number; fullName: string }> = gql`
  mutation SignOffEvaluation($id: Int!, $fullName: String!) {
    signOffEvaluation(id: $id, fullName: $fullName) {
      id
      needsSignature
    }
  }
`;

export const ASSIGNEE_EXCLUSIONS: TypedDocumentNode<{ evaluationAssigneeExclusions: string[] }, { evaluationId: number }> = gql`
  query AssigneeExclusions($evaluationId: Int!) {
    evaluationAssigneeExclusions(evaluationId: $evaluationId)
  }
`;

export const ASSIGN_EVALUATION: TypedDocumentNode<{ assignEvaluation: number[] }, { evaluationId: number; employeeNumbers: string[] }> = gql`
  mutation AssignEvaluation($evaluationId: Int!, $employeeNumbers: [String!]!) {
    assignEvaluation(evaluationId: $evaluationId, employeeNumbers: $employeeNumbers)
  }
`;

export interface ReviewTemplateRow {
  id: number;
  title: string;
  year: number | null;
  evaluationTemplates: { id: number; title: string; authorHidden: boolean; needsAssignment: boolean }[];
}

export type ReviewTemplatesPage = { reviewTemplates: ReviewTemplateRow[]; aggregateReviewTemplate: { _count: { _all: number } } };

export const REVIEW_TEMPLATES: TypedDocumentNode<ReviewTemplatesPage, ListVariables> = gql`
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
`;

export interface TemplateChoice {
  id: number;
  title: string;
  year: number | null;
  evaluationTemplates: { id: number; title: string }[];
}

/** The current versions of the templates, for pickers (with their forms, for previews). */
export const REVIEW_TEMPLATE_CHOICES: TypedDocumentNode<{ reviewTemplates: TemplateChoice[] }, Record<string, never>> = gql`
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
`;

export const templateChoiceLabel = (t: { title: string; year: number | null }) => (t.year != null ? `${t.title} (${t.year})` : t.title);

export const CREATE_SAMPLE_TEMPLATE: TypedDocumentNode<{ createSampleReviewTemplate: number }, Record<string, never>> = gql`
  mutation CreateSampleReviewTemplate {
    createSampleReviewTemplate
  }
`;

export const ASSIGN_REVIEW: TypedDocumentNode<{ assignReviewToUser: number }, { employeeNumber: string; templateVersionId: number; dateToCompleteBy: string }> = gql`
  mutation AssignReviewToUser($employeeNumber: String!, $templateVersionId: Int!, $dateToCompleteBy: Date!) {
    assignReviewToUser(employeeNumber: $employeeNumber, templateVersionId: $templateVersionId, dateToCompleteBy: $dateToCompleteBy)
  }
`;

export const SEND_REMINDER: TypedDocumentNode<{ sendNotification: boolean }, { evaluationId: number }> = gql`
  mutation SendEvaluationReminder($evaluationId: Int!) {
    sendNotification(evaluationId: $evaluationId)
  }
`;

export interface EvaluationGoal {
  id: number;
  title: string;
  description: string | null;
  status: 'Active' | 'COMPLETED' | 'TO_BE_DELETED';
  dueDate: string;
}

export const EVALUATION_GOALS: TypedDocumentNode<{ evaluationGoals: EvaluationGoal[] | null }, { evaluationId: number }> = gql`
  query EvaluationGoals($evaluationId: Int!) {
    evaluationGoals(evaluationId: $evaluationId) {
      id
      title
      description
      status
      dueDate
    }
  }
`;

export const COMPLETE_EVALUATION_GOAL: TypedDocumentNode<{ completeEvaluationGoal: { id: number; status: string } }, { evaluationId: number; goalId: number }> = gql`
  mutation CompleteEvaluationGoal($evaluationId: Int!, $goalId: Int!) {
    completeEvaluationGoal(evaluationId: $evaluationId, goalId: $goalId) {
      id
      status
    }
  }
`;

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

export const REVIEW_TEMPLATE_TREE: TypedDocumentNode<{ reviewTemplate: TemplateTree | null; aggregateReview: { _count: { _all: number } } }, { id: number }> = gql`
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
  ${FORM}
`;

export const SAVE_REVIEW_TEMPLATE: TypedDocumentNode<{ saveReviewTemplate: number }, { id: number | null; template: ReviewTemplateInput }> = gql`
  mutation SaveReviewTemplate($id: Int, $template: ReviewTemplateEditInput!) {
    saveReviewTemplate(id: $id, template: $template)
  }
`;

export const DELETE_EVALUATION: TypedDocumentNode<{ deleteEvaluationFromReview: boolean }, { evaluationId: number }> = gql`
  mutation DeleteEvaluationFromReview($evaluationId: Int!) {
    deleteEvaluationFromReview(evaluationId: $evaluationId)
  }
`;

export const DELETE_REVIEW: TypedDocumentNode<{ deleteReviewAndConnectedEvaluations: boolean }, { reviewId: number }> = gql`
  mutation DeleteReviewAndConnectedEvaluations($reviewId: Int!) {
    deleteReviewAndConnectedEvaluations(reviewId: $reviewId)
  }
`;

export type FormRow = EvaluationSummary & { assignmentDate: string | null; templateVersionId: number | null; authorHidden: boolean };
export type FormsPage = { evaluations: FormRow[]; aggregateEvaluation: { _count: { _all: number } } };

export const NAVIGATOR_FORMS: TypedDocumentNode<FormsPage, ListVariables> = gql`
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
  ${SUMMARY}
`;

export interface ReviewRow {
  id: number;
  title: string;
  year: number | null;
  status: EvaluationStatus;
  manager: string | null;
  dateToCompleteBy: string | null;
  dateCompleted: string | null;
  templateVersionId: number | null;
  user: { id: number; firstName: string | null; lastName: string | null; employeeNumber: string | null } | null;
}
export type ReviewsPage = { reviews: ReviewRow[]; aggregateReview: { _count: { _all: number } } };

const REVIEW_ROW = gql`
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
`;

export const NAVIGATOR_REVIEWS: TypedDocumentNode<ReviewsPage, ListVariables> = gql`
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
  ${REVIEW_ROW}
`;

export type ReviewDetail = ReviewRow & { evaluations: EvaluationSummary[] };

export const REVIEW_DETAIL: TypedDocumentNode<{ review: ReviewDetail | null }, { id: number }> = gql`
  query ReviewDetail($id: Int!) {
    review(where: { id: $id }) {
      ...ReviewRowFields
      evaluations(orderBy: [{ id: asc }]) {
        ...EvaluationSummaryFields
      }
    }
  }
  ${REVIEW_ROW}
  ${SUMMARY}
`;

export type PpaPage = { ppaAssignments: { rows: FormRow[]; total: number } };

export const PPA_ASSIGNMENTS: TypedDocumentNode<PpaPage, ListVariables> = gql`
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
  ${SUMMARY}
`;

export interface ReviewCycleRow {
  id: number;
  name: string;
  startDate: string;
  groupCycle: string | null;
  dueInDays: number;
  lockReviewsFromNonAdmins: boolean;
  launchedAt: string | null;
  reviewCount: number;
  completedReviews: number;
  templateId: number;
  template: { id: number; title: string; year: number | null } | null;
}
export type ReviewCyclesPage = { reviewCycles: ReviewCycleRow[]; aggregateReviewCycle: { _count: { _all: number } } };

export const REVIEW_CYCLES: TypedDocumentNode<ReviewCyclesPage, ListVariables> = gql`
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
`;

export interface ReviewCycleValues {
  name: string;
  startDate: string;
  templateId: number;
  groupCycle: string | null;
  dueInDays: number;
  lockReviewsFromNonAdmins: boolean;
}

export const CREATE_REVIEW_CYCLE: TypedDocumentNode<{ createOneReviewCycle: { id: number } }, { data: ReviewCycleValues }> = gql`
  mutation CreateReviewCycle($data: ReviewCycleCreateInput!) {
    createOneReviewCycle(data: $data) {
      id
    }
  }
`;

export const UPDATE_REVIEW_CYCLE: TypedDocumentNode<{ updateOneReviewCycle: { id: number } }, { id: number; data: Record<string, { set: unknown }> }> = gql`
  mutation UpdateReviewCycle($id: Int!, $data: ReviewCycleUpdateInput!) {
    updateOneReviewCycle(where: { id: $id }, data: $data) {
      id
    }
  }
`;

export const DELETE_REVIEW_CYCLE: TypedDocumentNode<{ deleteOneReviewCycle: { id: number } }, { id: number }> = gql`
  mutation DeleteReviewCycle($id: Int!) {
    deleteOneReviewCycle(where: { id: $id }) {
      id
    }
  }
`;

export const REVIEW_CYCLE_AUDIENCE: TypedDocumentNode<{ reviewCycleAudience: { employees: number; withoutSupervisor: number } }, { id: number }> = gql`
  query ReviewCycleAudience($id: Int!) {
    reviewCycleAudience(id: $id) {
      employees
      withoutSupervisor
    }
  }
`;

export const LAUNCH_REVIEW_CYCLE: TypedDocumentNode<{ launchReviewCycle: number }, { id: number }> = gql`
  mutation LaunchReviewCycle($id: Int!) {
    launchReviewCycle(id: $id)
  }
`;

export const UPDATE_EVALUATION_ADMIN: TypedDocumentNode<
  { updateEvaluationAdmin: { id: number } },
  { id: number; authorEmployeeNumber: string | null; authorHidden: boolean | null; dateToCompleteBy: string | null }
> = gql`
  mutation UpdateEvaluationAdmin($id: Int!, $authorEmployeeNumber: String, $authorHidden: Boolean, $dateToCompleteBy: Date) {
    updateEvaluationAdmin(id: $id, authorEmployeeNumber: $authorEmployeeNumber, authorHidden: $authorHidden, dateToCompleteBy: $dateToCompleteBy) {
      id
    }
  }
`;
