import { describe, expect, it } from 'vitest';
import {
  actionTo,
  evaluationWorkflow,
  followUpWorkflow,
  FOLLOW_UP_EDITS,
  fromStatuses,
  GOAL_EDITS,
  goalWorkflow,
  mayTake,
  reviewWorkflow,
  statusAfter,
  target,
  transition,
  UNCHANGED,
} from '../workflows';

const open = { needsAssignment: false, needsSignature: false };

describe('the evaluation workflow', () => {
  it('creates evaluations INCOMPLETE', () => {
    expect(transition(evaluationWorkflow, null, 'create')).toEqual({ ok: true, to: 'INCOMPLETE' });
    expect(transition(evaluationWorkflow, 'INCOMPLETE', 'create')).toEqual({ ok: false, refused: 'status' });
  });

  it('saves and submits an open evaluation that has its writer', () => {
    for (const status of ['INCOMPLETE', 'SAVE_FOR_LATER'] as const) {
      expect(transition(evaluationWorkflow, { status, ...open }, 'save')).toEqual({ ok: true, to: 'SAVE_FOR_LATER' });
      expect(transition(evaluationWorkflow, { status, ...open }, 'submit')).toEqual({ ok: true, to: 'COMPLETED' });
    }
  });

  it('refuses a completed evaluation before looking at its flags, then one waiting for assignment', () => {
    expect(transition(evaluationWorkflow, { status: 'COMPLETED', needsAssignment: true }, 'submit')).toEqual({ ok: false, refused: 'status' });
    expect(transition(evaluationWorkflow, { status: 'INCOMPLETE', needsAssignment: true }, 'save')).toEqual({ ok: false, refused: 'needsAssignment' });
  });

  it('signs only a completed evaluation waiting for its signature, leaving it COMPLETED', () => {
    expect(transition(evaluationWorkflow, { status: 'COMPLETED', needsSignature: true }, 'sign')).toEqual({ ok: true, to: 'COMPLETED' });
    expect(transition(evaluationWorkflow, { status: 'COMPLETED', needsSignature: false }, 'sign')).toEqual({ ok: false, refused: 'needsSignature' });
    expect(transition(evaluationWorkflow, { status: 'SAVE_FOR_LATER', needsSignature: true }, 'sign')).toEqual({ ok: false, refused: 'status' });
  });

  it('assigns writers only to an INCOMPLETE evaluation that needs them', () => {
    expect(transition(evaluationWorkflow, { status: 'INCOMPLETE', needsAssignment: true }, 'assign').ok).toBe(true);
    expect(transition(evaluationWorkflow, { status: 'INCOMPLETE', needsAssignment: false }, 'assign').ok).toBe(false);
    expect(transition(evaluationWorkflow, { status: 'SAVE_FOR_LATER', needsAssignment: true }, 'assign').ok).toBe(false);
  });

  it('changes the author and reminds until the evaluation is signed', () => {
    for (const action of ['changeAuthor', 'remind'] as const) {
      expect(transition(evaluationWorkflow, { status: 'SAVE_FOR_LATER', needsSignature: false }, action)).toEqual({ ok: true, to: 'SAVE_FOR_LATER' });
      expect(transition(evaluationWorkflow, { status: 'COMPLETED', needsSignature: true }, action)).toEqual({ ok: true, to: 'COMPLETED' });
      expect(transition(evaluationWorkflow, { status: 'COMPLETED', needsSignature: false }, action).ok).toBe(false);
    }
  });

  it('deletes only an evaluation nobody has started', () => {
    expect(transition(evaluationWorkflow, 'INCOMPLETE', 'delete').ok).toBe(true);
    expect(transition(evaluationWorkflow, 'SAVE_FOR_LATER', 'delete').ok).toBe(false);
  });

  it('says who takes each step', () => {
    expect(mayTake(evaluationWorkflow, 'submit', ['currentAuthor'])).toBe(true);
    expect(mayTake(evaluationWorkflow, 'submit', ['manager', 'reviewManager'])).toBe(false);
    expect(mayTake(evaluationWorkflow, 'assign', ['manager'])).toBe(true);
    expect(mayTake(evaluationWorkflow, 'assign', ['currentAuthor'])).toBe(false);
  });

  it('throws on a step the caller should have checked', () => {
    expect(() => target(evaluationWorkflow, 'COMPLETED', 'save')).toThrow(/no step save/);
    expect(target(evaluationWorkflow, { status: 'SAVE_FOR_LATER', ...open }, 'submit')).toBe('COMPLETED');
  });
});

describe('the review workflow', () => {
  it('completes an open review', () => {
    expect(target(reviewWorkflow, null, 'create')).toBe('INCOMPLETE');
    expect(fromStatuses(reviewWorkflow, 'complete')).toEqual(['INCOMPLETE', 'SAVE_FOR_LATER']);
    expect(statusAfter(reviewWorkflow, 'complete')).toBe('COMPLETED');
    expect(() => statusAfter(evaluationWorkflow, 'sign')).toThrow(/no single target/);
    expect(transition(reviewWorkflow, 'COMPLETED', 'complete').ok).toBe(false);
  });
});

describe('goals and follow-ups', () => {
  it('start Active', () => {
    expect(target(goalWorkflow, null, 'create')).toBe('Active');
    expect(target(followUpWorkflow, null, 'create')).toBe('Active');
  });

  it('read a status set through the API as the edit leading there, from any status', () => {
    expect(actionTo(goalWorkflow, 'COMPLETED', GOAL_EDITS)).toBe('complete');
    expect(actionTo(goalWorkflow, 'Active', GOAL_EDITS)).toBe('reactivate');
    expect(actionTo(followUpWorkflow, 'TO_BE_DELETED', FOLLOW_UP_EDITS)).toBe('markForDeletion');
    for (const from of goalWorkflow.statuses) expect(target(goalWorkflow, from, 'reactivate')).toBe('Active');
  });

  it('let a follow-up assignee complete it and nothing else', () => {
    expect(mayTake(followUpWorkflow, 'complete', ['assignee'])).toBe(true);
    expect(mayTake(followUpWorkflow, 'reactivate', ['assignee'])).toBe(false);
    expect(mayTake(followUpWorkflow, 'markForDeletion', ['manager'])).toBe(true);
  });

  it('take check-ins and completion in an evaluation only while Active', () => {
    expect(transition(goalWorkflow, 'Active', 'checkIn')).toEqual({ ok: true, to: 'Active' });
    expect(transition(goalWorkflow, 'COMPLETED', 'checkIn').ok).toBe(false);
    expect(transition(goalWorkflow, 'Active', 'completeInEvaluation')).toEqual({ ok: true, to: 'COMPLETED' });
    expect(mayTake(goalWorkflow, 'checkIn', ['owner'])).toBe(true);
  });
});

describe('every table', () => {
  it('names only its own statuses', () => {
    for (const wf of [evaluationWorkflow, reviewWorkflow, goalWorkflow, followUpWorkflow]) {
      const statuses: readonly (string | null)[] = [...wf.statuses, null];
      for (const step of wf.steps) {
        expect(step.from.every((s) => statuses.includes(s)), `${wf.name} ${step.action}`).toBe(true);
        expect(step.to === UNCHANGED || statuses.includes(step.to), `${wf.name} ${step.action}`).toBe(true);
        expect(step.who.length).toBeGreaterThan(0);
      }
    }
  });
});
