import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clock, myReviewYearChoices, type Role } from '@portal/common';
import { COMPANY_DAYS, pinCompanyDay } from '@portal/common/testing';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_NUMBERS, loggedInHandlers } from '../../test/fixtures';
import type { MockAnswer, MockHandler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const ME = EMPLOYEE_NUMBERS.user;
const BOSS = EMPLOYEE_NUMBERS.fieldSupervisor;

function evaluation(id: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Evaluation',
    id,
    title,
    status: 'INCOMPLETE',
    dateToCompleteBy: '2026-04-01',
    dateCompleted: null,
    owner: 'Pat Worker',
    ownerEmployeeNumber: ME,
    author: 'Pat Worker',
    authorEmployeeNumber: ME,
    formAuthor: 'Pat Worker',
    formAuthorEmployeeNumber: ME,
    manager: 'Pat Boss',
    managerEmployeeNumber: BOSS,
    needsAssignment: false,
    needsSignature: false,
    signedDate: null,
    signerName: null,
    review: { __typename: 'Review', id: 1, title: '2026 Annual Review', year: 2026 },
    ...extra,
  };
}

const listed = (section: string, action: string, e: ReturnType<typeof evaluation>) => ({ __typename: 'MyEvaluation', section, action, evaluation: e });

function form(e: ReturnType<typeof evaluation>) {
  return {
    ...e,
    sections: [
      {
        __typename: 'Section',
        id: 10,
        title: 'Core Values',
        instructions: 'Rate each statement.',
        questions: [
          { __typename: 'Question', id: 100, text: 'Works safely.', answer: null, answerType: 'multi', required: false, answerOptions: [1, 2, 3].map((v) => ({ __typename: 'AnswerOption', id: v, name: `${v} - Scale`, value: String(v) })) },
          { __typename: 'Question', id: 101, text: 'Examples.', answer: 'Old text', answerType: 'text', required: false, answerOptions: [] },
        ],
      },
    ],
  };
}

type Listed = ReturnType<typeof listed>;
type Counts = { section: string; open: number; completed: number }[];

/** The server's counts for a year whose only evaluations are these, all waiting (the Incomplete view). */
const openCounts = (items: Listed[]): Counts =>
  ['personal', 'peer', 'manager'].flatMap((section) => {
    const open = items.filter((i) => i.section === section).length;
    return open ? [{ section, open, completed: 0 }] : [];
  });
/** The server's answer; the years offered are those with evaluations (here: the listed ones') and the current year and the next. */
const answer = (items: Listed[], counts: Counts, yearsWithEvaluations: number[] = []) => ({
  data: {
    myEvaluations: items,
    myEvaluationCounts: counts.map((c) => ({ __typename: 'MyEvaluationCount', ...c })),
    myEvaluationYears: myReviewYearChoices(yearsWithEvaluations, clock.today()),
  },
});

function handlers(role: Role, items: Listed[], extra: Record<string, MockHandler> = {}) {
  return {
    ...loggedInHandlers(role),
    MyEvaluations: () => answer(items, openCounts(items)),
    // The other view's manager evaluations, for each employee's completion: none by default.
    MyTeamCompletion: () => ({ data: { myEvaluations: [] } }),
    // Peer writers are not shown the subject's goals (null), the default here.
    EvaluationGoals: () => ({ data: { evaluationGoals: null } }),
    ...extra,
  };
}

describe('My reviews', () => {
  it('shows a plain user the personal and peer sections only, with their action labels and empty texts', async () => {
    renderApp({ path: '/reviews', token: 't', handlers: handlers('user', [listed('personal', 'Start', evaluation(1, 'Self Assessment'))]) });
    const mine = await screen.findByRole('region', { name: 'My Reviews' });
    const card = await within(mine).findByRole('article', { name: 'Self Assessment' });
    expect(within(card).getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Peer Reviews' })).getByText('No peer evaluations found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manager Reviews' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent('2026');
    // The page is "Reviews"; "My Reviews" is its first section's heading, printed once.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reviews');
    expect(screen.getAllByRole('heading', { name: 'My Reviews' })).toHaveLength(1);
  });

  it('tells an empty section apart: none this year, all done, none done yet (decision 0036)', async () => {
    // 2026: the viewer's self assessment waits; a peer evaluation they wrote is done; nothing to manage.
    const self = listed('personal', 'Start', evaluation(1, 'Self Assessment'));
    const peer = listed('peer', 'View', evaluation(2, 'Periodic Performance Assessment (PPA)', { status: 'COMPLETED', owner: 'Dana Field', ownerEmployeeNumber: '200042' }));
    const year2026: Counts = [{ section: 'personal', open: 1, completed: 0 }, { section: 'peer', open: 0, completed: 1 }];
    const { calls } = renderApp({
      path: '/reviews',
      token: 't',
      handlers: handlers('fieldSupervisor', [], {
        MyEvaluations: (v) => (v.year !== 2026 ? answer([], []) : answer(v.completed ? [peer] : [self], year2026)),
      }),
    });
    const region = (name: string) => screen.getByRole('region', { name });
    await screen.findByRole('article', { name: 'Self Assessment' });
    expect(within(region('Peer Reviews')).getByText('Nice! All your peer evaluations are completed')).toBeInTheDocument();
    expect(within(region('Manager Reviews')).getByText('No manager evaluations found')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Completed' }));
    expect(await within(region('My Reviews')).findByText('No completed personal evaluations found')).toBeInTheDocument();
    expect(within(region('Peer Reviews')).getByRole('article', { name: 'Periodic Performance Assessment (PPA)' })).toBeInTheDocument();
    expect(within(region('Manager Reviews')).getByText('No manager evaluations found')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    await userEvent.click(screen.getByRole('option', { name: '2027' }));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'MyEvaluations').at(-1)?.variables).toEqual({ year: 2027, completed: true }));
    expect(await within(region('My Reviews')).findByText('No personal evaluations found')).toBeInTheDocument();
    expect(within(region('Peer Reviews')).getByText('No peer evaluations found')).toBeInTheDocument();
  });

  describe.each(COMPANY_DAYS)('on $name', (day) => {
    it("opens on the company's current year and offers the years with evaluations, the current one and the next", async () => {
      pinCompanyDay(day);
      const current = clock.year();
      const { calls } = renderApp({
        path: '/reviews',
        token: 't',
        handlers: handlers('user', [], { MyEvaluations: (v) => answer(v.year === 2023 ? [listed('personal', 'View', evaluation(1, 'Self Assessment'))] : [], [], [2023]) }),
      });
      await waitFor(() => expect(calls.find((c) => c.operationName === 'MyEvaluations')?.variables).toEqual({ year: current, completed: false }));
      const year = screen.getByRole('combobox', { name: 'Year' });
      expect(year).toHaveTextContent(String(current));
      await userEvent.click(year);
      const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
      expect(offered).toEqual(['2023', String(current), String(current + 1)]);
      await userEvent.keyboard('{Escape}');
    });
  });

  it('searches the completed manager list by title and by subject', async () => {
    const annual = listed('manager', 'View', evaluation(3, 'Annual Performance Review', { status: 'COMPLETED', owner: 'Dana Field', ownerEmployeeNumber: '200042' }));
    const leadership = listed('manager', 'View', evaluation(4, 'Leadership Evaluation', { status: 'COMPLETED', owner: 'Lee Lead', ownerEmployeeNumber: '200043' }));
    renderApp({
      path: '/reviews',
      token: 't',
      handlers: handlers('fieldSupervisor', [], {
        MyEvaluations: (v) => answer(v.completed ? [annual, leadership] : [], [{ section: 'manager', open: 0, completed: 2 }]),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Completed' }));
    const managed = screen.getByRole('region', { name: 'Manager Reviews' });
    await within(managed).findByRole('article', { name: 'Leadership Evaluation' });
    const search = within(managed).getByRole('searchbox', { name: 'Search by title or subject' });
    const titles = () => within(managed).queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

    await userEvent.type(search, 'leader');
    expect(titles()).toEqual(['Leadership Evaluation']);
    await userEvent.clear(search);
    await userEvent.type(search, 'dana');
    expect(titles()).toEqual(['Annual Performance Review']);
    await userEvent.clear(search);
    await userEvent.type(search, 'field annual');
    expect(titles()).toEqual(['Annual Performance Review']);
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(titles()).toEqual([]);
    expect(within(managed).getByText('No results found...')).toBeInTheDocument();
  });

  it('groups the manager list by employee, overdue first, each with their completion in the year; filters by status and type', async () => {
    const dana = { owner: 'Dana Field', ownerEmployeeNumber: '200042' };
    const lee = { owner: 'Lee Lead', ownerEmployeeNumber: '200043' };
    const open = [
      listed('manager', 'Start', evaluation(6, 'Annual Performance Review', { ...dana, dateToCompleteBy: '2026-09-01' })),
      listed('manager', 'Assign', evaluation(7, 'Periodic Performance Assessment (PPA)', { ...lee, dateToCompleteBy: '2026-01-10' })),
      listed('manager', 'Resume', evaluation(8, 'Leadership Evaluation', { ...lee, status: 'SAVE_FOR_LATER', dateToCompleteBy: '2026-09-01' })),
    ];
    const doneForDana = { __typename: 'MyEvaluation', section: 'manager', evaluation: { __typename: 'Evaluation', id: 9, status: 'COMPLETED', ...dana } };
    const { calls } = renderApp({
      path: '/reviews',
      token: 't',
      handlers: handlers('fieldSupervisor', open, {
        MyEvaluations: () => answer(open, [{ section: 'manager', open: 3, completed: 1 }]),
        MyTeamCompletion: (v) => ({ data: { myEvaluations: v.completed ? [doneForDana] : [] } }),
      }),
    });
    const managed = await screen.findByRole('region', { name: 'Manager Reviews' });
    await within(managed).findByText('1 of 2 completed');
    const employees = () => within(managed).queryAllByRole('region').map((r) => within(r).getAllByRole('heading')[0].textContent);
    // Lee's PPA is overdue (the mocked today is 2026-03-02): Lee first.
    expect(employees()).toEqual(['Lee Lead', 'Dana Field']);
    const leeGroup = within(managed).getByRole('region', { name: 'Lee Lead' });
    expect(within(leeGroup).getByText('0 of 2 completed')).toBeInTheDocument();
    expect(within(leeGroup).getByText('1 overdue')).toBeInTheDocument();
    expect(within(leeGroup).getByRole('progressbar', { name: 'Lee Lead: 0 of 2 completed' })).toBeInTheDocument();
    expect(within(within(managed).getByRole('region', { name: 'Dana Field' })).getByText('1 of 2 completed')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'MyTeamCompletion')?.variables).toEqual({ year: 2026, completed: true });

    const titles = () => within(managed).queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    await userEvent.click(within(managed).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Overdue' }));
    expect(titles()).toEqual(['Periodic Performance Assessment (PPA)']);
    await userEvent.click(within(managed).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'All' }));
    await userEvent.click(within(managed).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Leadership' }));
    expect(titles()).toEqual(['Leadership Evaluation']);
  });

  it('holds each employee\'s "n of m" until the other view has answered, and leaves it out when that fails', async () => {
    const dana = { owner: 'Dana Field', ownerEmployeeNumber: '200042' };
    const open = [listed('manager', 'Start', evaluation(6, 'Annual Performance Review', { ...dana, dateToCompleteBy: '2026-09-01' }))];
    const doneForDana = { __typename: 'MyEvaluation', section: 'manager', evaluation: { __typename: 'Evaluation', id: 9, status: 'COMPLETED', ...dana } };
    let answerCompletion: (answer: MockAnswer) => void = () => {};
    const { unmount } = renderApp({
      path: '/reviews',
      token: 't',
      handlers: handlers('fieldSupervisor', open, {
        MyEvaluations: () => answer(open, [{ section: 'manager', open: 1, completed: 1 }]),
        MyTeamCompletion: () => new Promise<MockAnswer>((resolve) => (answerCompletion = resolve)),
      }),
    });
    const managed = await screen.findByRole('region', { name: 'Manager Reviews' });
    const danaGroup = await within(managed).findByRole('region', { name: 'Dana Field' });
    await within(danaGroup).findByRole('article', { name: 'Annual Performance Review' });
    // This view alone would say "0 of 1": nothing is said until the year is known.
    expect(within(danaGroup).queryByText(/completed$/)).not.toBeInTheDocument();
    expect(within(danaGroup).queryByRole('progressbar')).not.toBeInTheDocument();
    answerCompletion({ data: { myEvaluations: [doneForDana] } });
    expect(await within(danaGroup).findByRole('progressbar', { name: 'Dana Field: 1 of 2 completed' })).toBeInTheDocument();
    unmount();

    renderApp({
      path: '/reviews',
      token: 't',
      handlers: handlers('fieldSupervisor', open, {
        MyEvaluations: () => answer(open, [{ section: 'manager', open: 1, completed: 1 }]),
        MyTeamCompletion: () => ({ errors: [{ message: 'Database unavailable', code: 'INTERNAL_SERVER_ERROR' }] }),
      }),
    });
    const again = await screen.findByRole('region', { name: 'Dana Field' });
    await within(again).findByRole('article', { name: 'Annual Performance Review' });
    await waitFor(() => expect(again.querySelector('.MuiSkeleton-root')).toBeNull());
    expect(within(again).queryByText(/completed$/)).not.toBeInTheDocument();
  });

  it('shows a plain user the Manager Reviews section when work waits for them there (the leadership signer)', async () => {
    const toSign = listed('manager', 'Sign Off', evaluation(5, 'Leadership Evaluation', {
      status: 'COMPLETED', needsSignature: true, owner: 'Lee Lead', ownerEmployeeNumber: '200043', formAuthor: 'Pat Boss', formAuthorEmployeeNumber: BOSS,
    }));
    renderApp({ path: '/reviews', token: 't', handlers: handlers('user', [toSign]) });
    const managed = await screen.findByRole('region', { name: 'Manager Reviews' });
    const card = await within(managed).findByRole('article', { name: 'Leadership Evaluation' });
    expect(within(card).getByRole('button', { name: 'Sign Off' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'My Reviews' })).getByText('No personal evaluations found')).toBeInTheDocument();
  });

  it('fills in, saves and submits an evaluation; the list reloads in place', async () => {
    const saved: unknown[] = [];
    const submitted: unknown[] = [];
    const e = evaluation(1, 'Self Assessment');
    const { calls } = renderApp({
      path: '/reviews',
      token: 't',
      handlers: handlers('user', [listed('personal', 'Start', e)], {
        EvaluationForm: () => ({ data: { evaluation: form(e) } }),
        SaveEvaluation: (v) => {
          saved.push(v);
          return { data: { saveEvaluation: { __typename: 'Evaluation', id: 1, status: 'SAVE_FOR_LATER' } } };
        },
        SubmitEvaluation: (v) => {
          submitted.push(v);
          return { data: { submitEvaluation: { __typename: 'Evaluation', id: 1, status: 'COMPLETED' } } };
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Self Assessment Of Pat Worker' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 - Scale' }));
    const text = within(dialog).getByRole('textbox', { name: '2. Examples.' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Led the crew');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved evaluation')).toBeInTheDocument();
    expect(saved).toEqual([{ id: 1, answers: [{ questionId: 100, answer: '2' }, { questionId: 101, answer: 'Led the crew' }] }]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    expect(await screen.findByText('Successfully submitted evaluation')).toBeInTheDocument();
    expect(submitted).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Self Assessment Of Pat Worker' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.operationName === 'MyEvaluations').length).toBeGreaterThanOrEqual(3);
  });

  it('asks before submitting blank questions, naming how many; refuses while required ones are blank', async () => {
    const submitted: unknown[] = [];
    const e = evaluation(4, 'Self Assessment');
    const withRequired = form(e);
    withRequired.sections[0].questions = [
      ...withRequired.sections[0].questions.map((q) => ({ ...q, answer: null })),
      { __typename: 'Question', id: 102, text: 'What went well?', answer: null, answerType: 'text', required: true, answerOptions: [] },
    ];
    renderApp({
      path: '/reviews',
      token: 't',
      handlers: handlers('user', [listed('personal', 'Start', e)], {
        EvaluationForm: () => ({ data: { evaluation: withRequired } }),
        SubmitEvaluation: (v) => {
          submitted.push(v);
          return { data: { submitEvaluation: { __typename: 'Evaluation', id: 4, status: 'COMPLETED' } } };
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Self Assessment Of Pat Worker' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('1 required question is not answered yet. Answer it before submitting.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'YES' })).not.toBeInTheDocument();
    const required = within(dialog).getByRole('textbox', { name: '3. What went well? (required)' });
    expect(required).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(required, 'Finished early');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('2 questions are not answered. Submit anyway? Its answers cannot be changed afterwards.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText('Successfully submitted evaluation')).toBeInTheDocument();
    expect(submitted).toHaveLength(1);
  });

  it('enables Sign Off only once the typed name matches the author, in any case', async () => {
    const signed: unknown[] = [];
    const e = evaluation(2, 'Annual Performance Review', { status: 'COMPLETED', needsSignature: true, formAuthor: 'Pat Boss', formAuthorEmployeeNumber: BOSS });
    renderApp({
      path: '/reviews',
      token: 't',
      handlers: handlers('user', [listed('personal', 'Sign Off', e)], {
        EvaluationForm: () => ({ data: { evaluation: form(e) } }),
        SignOffEvaluation: (v) => {
          signed.push(v);
          return { data: { signOffEvaluation: { __typename: 'Evaluation', id: 2, needsSignature: false } } };
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annual Performance Review Of Pat Worker' });
    // Completed: the answers are read-only.
    expect(within(dialog).queryByRole('textbox', { name: '2. Examples.' })).not.toBeInTheDocument();
    const sign = within(dialog).getByRole('button', { name: 'Sign Off' });
    const name = within(dialog).getByRole('textbox', { name: 'Type your full name to sign' });
    await userEvent.type(name, 'Pat Work');
    expect(sign).toBeDisabled();
    await userEvent.type(name, 'ER');
    expect(sign).toBeEnabled();
    await userEvent.click(sign);
    expect(await screen.findByText('Successfully signed evaluation')).toBeInTheDocument();
    expect(signed).toEqual([{ id: 2, fullName: 'Pat WorkER' }]);
  });

  it('lists the subject\'s due goals in the form with their progress and last check-in; the author completes one', async () => {
    const completed: unknown[] = [];
    let status = 'Active';
    const e = evaluation(3, 'Annual Performance Review', { owner: 'Dana Field', ownerEmployeeNumber: '200042', author: 'Pat Worker' });
    renderApp({
      path: '/reviews?evaluation=3',
      token: 't',
      handlers: handlers('user', [], {
        EvaluationForm: () => ({ data: { evaluation: form(e) } }),
        EvaluationGoals: () => ({
          data: {
            evaluationGoals: [
              {
                __typename: 'Goal', id: 5, title: 'Finish OSHA 30', description: null, status, dueDate: '2026-03-01', currentProgress: 40,
                lastCheckIn: [{ __typename: 'GoalCheckIn', id: 8, authorName: 'Dana Field', companyTime: '02/20/2026 09:15 AM', fromProgress: 10, toProgress: 40, note: 'Modules 1-4 done.' }],
              },
            ],
          },
        }),
        CompleteEvaluationGoal: (v) => {
          completed.push(v);
          status = 'COMPLETED';
          return { data: { completeEvaluationGoal: { __typename: 'Goal', id: 5, status } } };
        },
      }),
    });
    const goals = await screen.findByRole('region', { name: 'Goals' });
    expect(await within(goals).findByRole('progressbar', { name: 'Progress of Finish OSHA 30' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(goals).getByText('40 %')).toBeInTheDocument();
    const last = within(goals).getByRole('group', { name: 'Last check-in on Finish OSHA 30' });
    expect(last).toHaveTextContent('02/20/2026 09:15 AM · Dana Field · 10 % → 40 %');
    expect(last).toHaveTextContent('Modules 1-4 done.');
    await userEvent.click(await within(goals).findByRole('button', { name: 'Complete Finish OSHA 30' }));
    expect(await screen.findByText('Successfully updated goal')).toBeInTheDocument();
    expect(completed).toEqual([{ evaluationId: 3, goalId: 5 }]);
    expect(await within(goals).findByText('Completed')).toBeInTheDocument();
  });

  describe('the Assign dialog named in the address (a "Choose the writers" e-mail link, ?assign=ID)', () => {
    const lee = { owner: 'Lee Lead', ownerEmployeeNumber: '200043', author: 'Pat Boss', authorEmployeeNumber: BOSS, formAuthor: 'Pat Boss', formAuthorEmployeeNumber: BOSS };
    const ppa = (id: number, extra: Record<string, unknown> = {}) => evaluation(id, 'Periodic Performance Assessment (PPA)', { ...lee, needsAssignment: true, ...extra });
    // The dialog's own questions: who may not write the form, and the employee picker's search.
    const dialogAnswers = { AssigneeExclusions: () => ({ data: { evaluationAssigneeExclusions: ['200043'] } }), EmployeeSearch: () => ({ data: { users: [] } }) };
    const location = () => screen.getByTestId('location').textContent;

    it('opens for a form of the list, and leaves the address when closed', async () => {
      const { calls } = renderApp({
        path: '/reviews?assign=7',
        token: 't',
        handlers: handlers('fieldSupervisor', [listed('manager', 'Assign', ppa(7))], dialogAnswers),
      });
      const dialog = await screen.findByRole('dialog', { name: 'Assign Evaluation' });
      expect(within(dialog).getByText('Periodic Performance Assessment (PPA) of Lee Lead')).toBeInTheDocument();
      await waitFor(() => expect(calls.find((c) => c.operationName === 'AssigneeExclusions')?.variables).toEqual({ evaluationId: 7 }));
      expect(calls.some((c) => c.operationName === 'EvaluationToAssign')).toBe(false);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Evaluation' })).not.toBeInTheDocument());
      expect(location()).toBe('/reviews');
    });

    it("reads the form when the list shown does not hold it (another year's review)", async () => {
      const { calls } = renderApp({
        path: '/reviews?assign=8',
        token: 't',
        handlers: handlers('fieldSupervisor', [], {
          EvaluationToAssign: (v) => ({ data: { evaluation: v.id === 8 ? ppa(8, { dateToCompleteBy: '2027-01-15', review: { __typename: 'Review', id: 2, title: '2027 Annual Review', year: 2027 } }) : null } }),
          ...dialogAnswers,
        }),
      });
      const dialog = await screen.findByRole('dialog', { name: 'Assign Evaluation' });
      expect(within(dialog).getByText('Periodic Performance Assessment (PPA) of Lee Lead')).toBeInTheDocument();
      await waitFor(() => expect(calls.find((c) => c.operationName === 'AssigneeExclusions')?.variables).toEqual({ evaluationId: 8 }));
    });

    it('says so when the writers were chosen meanwhile, or the form is gone, instead of a dialog that cannot save', async () => {
      const gone = renderApp({ path: '/reviews?assign=11', token: 't', handlers: handlers('fieldSupervisor', [], { EvaluationToAssign: () => ({ data: { evaluation: null } }) }) });
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not find the evaluation to assign: it was deleted, or it is not yours to assign.');
      gone.unmount();

      renderApp({
        path: '/reviews?assign=9',
        token: 't',
        handlers: handlers('fieldSupervisor', [], { EvaluationToAssign: () => ({ data: { evaluation: ppa(9, { needsAssignment: false }) } }) }),
      });
      const chosen = await screen.findByRole('alert');
      expect(chosen).toHaveTextContent('The writers of the Periodic Performance Assessment (PPA) of Lee Lead are already chosen.');
      expect(screen.queryByRole('dialog', { name: 'Assign Evaluation' })).not.toBeInTheDocument();
      await userEvent.click(within(chosen).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      expect(location()).toBe('/reviews');
    });

    it('is where the Assign button of a listed form leads too', async () => {
      renderApp({ path: '/reviews', token: 't', handlers: handlers('fieldSupervisor', [listed('manager', 'Assign', ppa(10))], dialogAnswers) });
      await userEvent.click(await screen.findByRole('button', { name: 'Assign' }));
      expect(await screen.findByRole('dialog', { name: 'Assign Evaluation' })).toBeInTheDocument();
      expect(location()).toBe('/reviews?assign=10');
    });
  });

  it('opens the evaluation named in the address (the reminder e-mail link)', async () => {
    const e = evaluation(7, 'Self Assessment', { status: 'SAVE_FOR_LATER' });
    renderApp({ path: '/reviews?evaluation=7', token: 't', handlers: handlers('user', [], { EvaluationForm: () => ({ data: { evaluation: form(e) } }) }) });
    const dialog = await screen.findByRole('dialog', { name: 'Self Assessment Of Pat Worker' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
