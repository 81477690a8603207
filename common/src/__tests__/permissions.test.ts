/** Access rules written once (decision 0101): the route guard asks the same rule as the screens and the server. */
import { describe, expect, it } from 'vitest';
import { canOpenRoute, canSeeAllFollowups, mayViewCardOf, ROLES, type Role, type SpecialNumbers } from '../index';

const NONE: SpecialNumbers = { allFollowupsViewers: [], ppaAllAccess: [] };
const viewer = (role: Role, employeeNumber = '100001') => ({ role, employeeNumber });

describe('own card or viewOthers', () => {
  it("lets everyone open their own card and only fieldSupervisor and above anyone else's", () => {
    for (const role of ROLES) expect(mayViewCardOf(viewer(role), ' 100001 ')).toBe(true);
    expect(ROLES.filter((role) => mayViewCardOf(viewer(role), '100002'))).toEqual(['fieldSupervisor', 'admin', 'superAdmin', 'webEditor']);
  });

  it('is the route rule of /baseball-card/:employeeNumber', () => {
    for (const role of ROLES) {
      for (const number of ['100001', '100002']) {
        expect(canOpenRoute(viewer(role), `/baseball-card/${number}`, NONE)).toBe(mayViewCardOf(viewer(role), number));
      }
    }
  });
});

describe("all users' follow-ups", () => {
  it('is the webEditor or a listed number, and the route rule of /allUsersFollowups', () => {
    const special = { ...NONE, allFollowupsViewers: ['100001'] };
    expect(ROLES.filter((role) => canSeeAllFollowups(viewer(role, '100002'), special))).toEqual(['webEditor']);
    expect(canSeeAllFollowups(viewer('user'), special)).toBe(true);
    for (const role of ROLES) {
      for (const number of ['100001', '100002']) {
        expect(canOpenRoute(viewer(role, number), '/allUsersFollowups', special)).toBe(canSeeAllFollowups(viewer(role, number), special));
      }
    }
  });
});
