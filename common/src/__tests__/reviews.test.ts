import { describe, expect, it } from 'vitest';
import { actionLabel, evaluationType, reviewSection, type EvaluationParts } from '../reviews';

const base: EvaluationParts = {
  title: 'Self Assessment',
  status: 'INCOMPLETE',
  needsAssignment: false,
  needsSignature: false,
  ownerEmployeeNumber: 'S',
  authorEmployeeNumber: 'S',
  formAuthorEmployeeNumber: 'S',
  managerEmployeeNumber: 'M',
};
const manager = { manages: true, seesAllLeadership: false };
const plain = { manages: false, seesAllLeadership: false };

describe('evaluation types', () => {
  it('tells the types apart by title', () => {
    expect(
      ['Self Assessment', 'Annual Performance Review', 'Leadership Evaluation', 'Internal Client Evaluation', 'Client D2 Evaluation', 'Periodic Performance Assessment (PPA)', 'Q3 PPA', 'Safety walk'].map(evaluationType),
    ).toEqual(['self', 'annual', 'leadership', 'internalClient', 'client', 'periodic', 'periodic', 'other']);
  });
});

describe('action labels', () => {
  it('follows the spec table, first match wins', () => {
    expect(actionLabel(base, 'S')).toBe('Start');
    expect(actionLabel({ ...base, status: 'SAVE_FOR_LATER' }, 'S')).toBe('Resume');
    expect(actionLabel({ ...base, status: 'COMPLETED', needsSignature: true, authorEmployeeNumber: 'M' }, 'M')).toBe('Sign Off');
    expect(actionLabel({ ...base, status: 'COMPLETED', needsSignature: true, authorEmployeeNumber: 'M' }, 'S')).toBe('View');
    const ppa = { ...base, title: 'PPA', needsAssignment: true, authorEmployeeNumber: 'M' };
    expect(actionLabel(ppa, 'M')).toBe('Assign');
    expect(actionLabel(ppa, 'X')).toBe('View');
    // A type that is never assigned shows no Assign even with the flag.
    expect(actionLabel({ ...ppa, title: 'Self Assessment' }, 'M')).toBe('View');
  });
});

describe('sections of My reviews', () => {
  it('personal, peer and manager membership', () => {
    expect(reviewSection(base, 'S', plain)).toBe('personal');
    expect(reviewSection(base, 'M', manager)).toBe('manager');
    expect(reviewSection(base, 'M', plain)).toBeNull();
    const peer = { ...base, title: 'Internal Client Evaluation', authorEmployeeNumber: 'P', formAuthorEmployeeNumber: 'P' };
    expect(reviewSection(peer, 'P', plain)).toBe('peer');
    expect(reviewSection({ ...peer, status: 'COMPLETED', authorEmployeeNumber: 'M' }, 'P', plain)).toBe('peer');
    // Not a peer type: someone else's annual review handed to a plain user is their manager work.
    expect(reviewSection({ ...peer, title: 'Annual Performance Review' }, 'P', plain)).toBe('manager');
  });

  it('a plain user gets the Manager Reviews items handed to them, never those they would only view', () => {
    // A plain user who supervises S: nothing to do while S writes.
    expect(reviewSection(base, 'M', plain)).toBeNull();
    const toSign = { ...base, status: 'COMPLETED' as const, needsSignature: true, authorEmployeeNumber: 'M' };
    expect(reviewSection(toSign, 'M', plain)).toBe('manager');
    const signed = { ...toSign, needsSignature: false };
    expect(reviewSection(signed, 'M', plain)).toBe('manager');
    const toAssign = { ...base, title: 'Periodic Performance Assessment (PPA)', needsAssignment: true, authorEmployeeNumber: 'M', formAuthorEmployeeNumber: 'M' };
    expect(reviewSection(toAssign, 'M', plain)).toBe('manager');
    const annual = { ...base, title: 'Annual Performance Review', authorEmployeeNumber: 'M', formAuthorEmployeeNumber: 'M' };
    expect(reviewSection(annual, 'M', plain)).toBe('manager');
    // Submitted to the subject to sign, it stays in the writer's completed list.
    expect(reviewSection({ ...annual, status: 'COMPLETED', needsSignature: true, authorEmployeeNumber: 'S' }, 'M', plain)).toBe('manager');
    // The plain leadership signer, before and after signing.
    const leadership = { ...base, title: 'Leadership Evaluation', status: 'COMPLETED' as const, needsSignature: true, authorEmployeeNumber: 'L', formAuthorEmployeeNumber: 'M' };
    expect(reviewSection(leadership, 'L', plain)).toBe('manager');
    expect(reviewSection({ ...leadership, needsSignature: false }, 'L', plain)).toBe('manager');
    // A manager role keeps seeing what it manages.
    expect(reviewSection(base, 'M', manager)).toBe('manager');
  });

  it('a completed leadership evaluation stays with its writer, signer and webEditors', () => {
    const done = { ...base, title: 'Leadership Evaluation', status: 'COMPLETED' as const, authorEmployeeNumber: 'L', formAuthorEmployeeNumber: 'W', managerEmployeeNumber: 'M' };
    expect(reviewSection(done, 'M', manager)).toBeNull();
    expect(reviewSection(done, 'W', manager)).toBe('manager');
    expect(reviewSection(done, 'L', manager)).toBe('manager');
    expect(reviewSection(done, 'M', { manages: true, seesAllLeadership: true })).toBe('manager');
  });
});
