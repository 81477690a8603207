import { ROLES, type Role, type SpecialNumbers } from '@portal/common';
import { describe, expect, it } from 'vitest';
import { buildNavigation, type NavEntry } from './navigation';

const NONE: SpecialNumbers = { allFollowupsViewers: [], ppaAllAccess: [] };

function labels(entries: NavEntry[]): string[] {
  return entries.flatMap((e) => (e.kind === 'group' ? [`${e.label}:`, ...e.items.map((i) => `${e.label}/${i.label}`)] : [e.label]));
}

function navFor(role: Role, special = NONE, learningSite = 'https://learn.example.com') {
  return buildNavigation({ role, employeeNumber: '100001' }, special, learningSite);
}

describe('buildNavigation', () => {
  it('gives a plain user only the everyone entries', () => {
    expect(labels(navFor('user').primary)).toEqual([
      'Dashboard',
      'Baseball Card',
      'Reviews:',
      'Reviews/My Reviews',
      'Goals:',
      'Goals/My Goals',
      'Follow-ups:',
      'Follow-ups/My Follow-ups',
      'Follow-ups/Assigned Follow-ups',
      'Learning Site',
    ]);
    expect(navFor('user').profile).toEqual([]);
  });

  it('adds the manager entries for a field supervisor and an admin', () => {
    for (const role of ['fieldSupervisor', 'admin'] as const) {
      const shown = labels(navFor(role).primary);
      // The menu would hold only its own name: it is a plain link.
      expect(shown).toContain('Partner Services');
      expect(shown).not.toContain('Partner Services:');
      expect(shown).toContain('Reviews/PPA Assignments');
      expect(shown).toContain('Goals/Partner Goals');
      expect(shown).toContain('Follow-ups/Partner Follow-ups');
      expect(shown).not.toContain('Projects');
      expect(shown).not.toContain('Partner Services/Partner Assignments');
      expect(shown).not.toContain('Partner Services/Qualification Codes');
      expect(shown).not.toContain('Reviews/Workshop');
      expect(navFor(role).profile).toEqual([]);
    }
  });

  it('gives a super admin projects, assignments, review admin and settings but not the all-users lists', () => {
    const shown = labels(navFor('superAdmin').primary);
    for (const entry of ['Projects', 'Partner Services/Partner Assignments', 'Partner Services/Contractor Assignments', 'Partner Services/Qualification Codes', 'Reviews/Workshop', 'Reviews/All Reviews', 'Reviews/All Forms', 'Reviews/Review Cycles']) {
      expect(shown).toContain(entry);
    }
    expect(shown).not.toContain('Goals/All User Goals');
    expect(shown).not.toContain('Follow-ups/All User Follow-ups');
    expect(navFor('superAdmin').profile.map((e) => e.label)).toEqual(['Settings']);
  });

  it('gives a web editor everything', () => {
    const shown = labels(navFor('webEditor').primary);
    expect(shown).toContain('Goals/All User Goals');
    expect(shown).toContain('Follow-ups/All User Follow-ups');
  });

  it('shows All User Follow-ups to a listed employee number', () => {
    const special = { allFollowupsViewers: ['100001'], ppaAllAccess: [] };
    expect(labels(navFor('user', special).primary)).toContain('Follow-ups/All User Follow-ups');
  });

  it('links the own card, goals and follow-ups by employee number', () => {
    const links = navFor('webEditor').primary.flatMap((e) => (e.kind === 'group' ? e.items : [e])).map((e) => e.to);
    expect(links).toEqual(expect.arrayContaining(['/baseball-card/100001', '/goals/100001', '/partner-goals/100001', '/followups/100001', '/partner-followups/100001']));
  });

  it('hides the learning site link when no URL is set', () => {
    for (const role of ROLES) expect(labels(navFor(role, NONE, '').primary)).not.toContain('Learning Site');
  });
});
