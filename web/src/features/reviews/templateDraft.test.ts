import { describe, expect, it } from 'vitest';
import { draftOf, inputOf, moved, newForm, problemsOf } from './templateDraft';

describe('the template draft', () => {
  it('a new draft is one form with one section and one choice question on the 1-to-3 scale', () => {
    const draft = draftOf(null, 2027);
    expect(draft.year).toBe('2027');
    const input = inputOf(draft);
    expect(input.evaluations[0].sections[0].questions[0]).toEqual({
      text: '',
      answerType: 'multi',
      // Optional until the editor marks it required.
      required: false,
      options: [
        { name: '1 - Exceeds', value: '1' },
        { name: '2 - Meets', value: '2' },
        { name: '3 - Needs Improvement', value: '3' },
      ],
    });
  });

  it('reports each problem at its field, with the server\'s message', () => {
    const draft = draftOf(null, 2027);
    draft.year = '27';
    draft.evaluations[0].sections[0].questions[0].options.splice(1);
    const problems = problemsOf(draft);
    expect(problems.get('title')).toBe('Enter the template title.');
    expect(problems.get('year')).toBe('Enter a year such as 2027.');
    expect(problems.get('evaluations.0.title')).toBe('Enter the form title.');
    expect(problems.get('evaluations.0.sections.0.questions.0.text')).toBe('Enter the question.');
    expect(problems.get('evaluations.0.sections.0.questions.0.options')).toBe('A choice question needs at least 2 options.');
  });

  it('sends no options for text and date questions, and blank instructions as null', () => {
    const draft = draftOf(null, 2027);
    draft.evaluations[0].sections[0].questions[0].answerType = 'text';
    draft.evaluations[0].sections[0].instructions = '   ';
    const section = inputOf(draft).evaluations[0].sections[0];
    expect(section.instructions).toBeNull();
    expect(section.questions[0].options).toEqual([]);
  });

  it('moves items within their list and not past either end', () => {
    const [a, b, c] = [newForm(), newForm(), newForm()];
    expect(moved([a, b, c], 0, 1)).toEqual([b, a, c]);
    expect(moved([a, b, c], 2, 1)).toEqual([a, b, c]);
    expect(moved([a, b, c], 0, -1)).toEqual([a, b, c]);
  });
});
