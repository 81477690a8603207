import { describe, expect, it } from 'vitest';
import type { CompletionItem, MyEvaluation } from './operations';
import { groupByEmployee, matchesTeamFilters, NO_TEAM_FILTERS } from './teamGroups';

const TODAY = '2026-06-15';

function item(id: number, owner: string, extra: Partial<MyEvaluation['evaluation']> = {}, action = 'Start'): MyEvaluation {
  return {
    section: 'manager',
    action,
    evaluation: {
      id,
      title: 'Annual Performance Review',
      status: 'INCOMPLETE',
      dateToCompleteBy: '2026-07-01',
      dateCompleted: null,
      owner,
      ownerEmployeeNumber: `n-${owner}`,
      author: null,
      authorEmployeeNumber: null,
      formAuthor: null,
      formAuthorEmployeeNumber: null,
      manager: 'Pat Boss',
      managerEmployeeNumber: '1',
      needsAssignment: false,
      needsSignature: false,
      signedDate: null,
      signerName: null,
      review: { id: 1, title: '2026 Annual Review', year: 2026 },
      ...extra,
    },
  };
}
const done = (id: number, owner: string): CompletionItem => ({ id, status: 'COMPLETED', owner, ownerEmployeeNumber: `n-${owner}` });

describe('groupByEmployee', () => {
  const shown = [
    item(1, 'Amy Able'),
    item(2, 'Zed Zulu', { dateToCompleteBy: '2026-06-01' }),
    item(3, 'Bo Brown', { title: 'Periodic Performance Assessment (PPA)', review: { id: 2, title: 'Probation', year: 2026 } }),
    item(4, 'Bo Brown', { dateToCompleteBy: '2026-06-10' }),
    item(5, 'Bo Brown', { title: 'Internal Client Evaluation', dateToCompleteBy: null }),
  ];
  // The Completed view's evaluations of the year: Amy has two done, Bo one.
  const year = [done(10, 'Amy Able'), done(11, 'Amy Able'), done(12, 'Bo Brown')];

  it('puts the employees with overdue work first (longest overdue first), then the others by name', () => {
    expect(groupByEmployee(shown, year, TODAY).map((g) => [g.name, g.overdue])).toEqual([
      ['Zed Zulu', 1],
      ['Bo Brown', 1],
      ['Amy Able', 0],
    ]);
  });

  it("counts each employee's completion over the year's both views, n of m", () => {
    const groups = groupByEmployee(shown, year, TODAY);
    expect(groups.map((g) => `${g.name}: ${g.completed} of ${g.total}`)).toEqual(['Zed Zulu: 0 of 1', 'Bo Brown: 1 of 4', 'Amy Able: 2 of 3']);
  });

  it('groups an employee’s evaluations by review, the overdue review and evaluation first, undated last', () => {
    const bo = groupByEmployee(shown, year, TODAY).find((g) => g.name === 'Bo Brown')!;
    expect(bo.reviews.map((r) => [r.title, r.items.map((i) => i.evaluation.id)])).toEqual([
      ['2026 Annual Review', [4, 5]],
      ['Probation', [3]],
    ]);
  });

  it('does not count an evaluation twice when it is both shown and in the year list', () => {
    const [amy] = groupByEmployee([item(10, 'Amy Able', { status: 'COMPLETED', dateCompleted: '2026-06-01T10:00:00Z' }, 'Sign Off')], year, TODAY);
    expect([amy.completed, amy.total]).toEqual([2, 2]);
  });
});

describe('matchesTeamFilters', () => {
  const overdue = item(1, 'Amy Able', { dateToCompleteBy: '2026-06-01' });
  const started = item(2, 'Bo Brown', { status: 'SAVE_FOR_LATER', title: 'Periodic Performance Assessment (PPA)' });
  const toSign = item(3, 'Bo Brown', { status: 'COMPLETED', dateCompleted: '2026-05-01T10:00:00Z', dateToCompleteBy: '2026-05-02' });
  const all = [overdue, started, toSign];
  const ids = (filters: Partial<typeof NO_TEAM_FILTERS>) => all.filter((i) => matchesTeamFilters(i, { ...NO_TEAM_FILTERS, ...filters }, TODAY)).map((i) => i.evaluation.id);

  it('filters by status, overdue being past due and not completed', () => {
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ status: 'overdue' })).toEqual([1]);
    expect(ids({ status: 'SAVE_FOR_LATER' })).toEqual([2]);
    expect(ids({ status: 'COMPLETED' })).toEqual([3]);
  });

  it('filters by type (told by the title) and by words of the title or subject, combined', () => {
    expect(ids({ type: 'periodic' })).toEqual([2]);
    expect(ids({ type: 'annual' })).toEqual([1, 3]);
    expect(ids({ type: 'annual', search: 'bo' })).toEqual([3]);
    expect(ids({ type: 'annual', status: 'overdue', search: 'brown' })).toEqual([]);
  });
});
