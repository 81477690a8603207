/**
 * The template editor's input travels as the GraphQL input types named here, generated from the
 * schemas the editor itself validates with (common/src/reviewTemplates.ts): one definition of
 * the rules for the browser, the API's types and the server's checks.
 */
import { answerOptionInputSchema, evaluationTemplateInputSchema, questionInputSchema, reviewTemplateInputSchema, sectionInputSchema } from '@portal/common';
import { graphqlType } from '../../graphql/inputSdl';

graphqlType('AnswerOptionTemplateInput', answerOptionInputSchema);
graphqlType('QuestionTemplateInput', questionInputSchema);
graphqlType('SectionTemplateInput', sectionInputSchema);
graphqlType('EvaluationTemplateEditInput', evaluationTemplateInputSchema);

export const reviewTemplateEditInput = graphqlType('ReviewTemplateEditInput', reviewTemplateInputSchema);
