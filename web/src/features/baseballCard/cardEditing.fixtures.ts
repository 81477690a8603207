import type { Role } from '@portal/common';
import { cardEmployee, loggedInHandlers } from '../../test/fixtures';
import type { MockHandler } from '../../test/mockApi';

export const code = (id: number, title: string, expirationType: 'manual' | 'none', extra: Record<string, unknown> = {}) => ({
  __typename: 'Codes',
  id,
  title,
  points: 10,
  expirationType,
  level: null,
  state: null,
  ...extra,
});

/** The catalogue the pick lists offer, per category. */
export const CHOICES: Record<string, ReturnType<typeof code>[]> = {
  licenses: [
    code(101, 'Electrician', 'manual', { level: 'master', state: 'MA' }),
    code(102, 'Electrician', 'manual', { level: 'journeyman', state: 'MA' }),
    code(103, 'Lifetime Permit', 'none'),
  ],
  certifications: [code(151, 'OSHA 10', 'none'), code(152, 'First Aid/CPR', 'manual')],
  skills: [code(201, 'Welding', 'none'), code(202, 'Conduit Bending', 'none')],
  deccoUCourses: [code(301, 'DECCO U: Leadership 101', 'none'), code(302, 'DECCO U: Safety Culture', 'none')],
};

const held = (typename: string, id: number, heldCode: ReturnType<typeof code>, extra: Record<string, unknown> = {}) => ({
  __typename: typename,
  id,
  issueDate: '2024-01-10',
  expDate: heldCode.expirationType === 'manual' ? '2099-01-10' : null,
  codes: heldCode,
  ...extra,
});

/** Dana, employee 200300: one license, one skill and one course. */
export function dana(overrides: Record<string, unknown> = {}) {
  return cardEmployee('user', {
    id: 77,
    employeeNumber: '200300',
    firstName: 'Dana',
    lastName: 'Rivera',
    licenses: [held('Licenses', 11, CHOICES.licenses[0], { licenseNumber: 'L-1' })],
    certifications: [],
    skills: [held('Skills', 21, CHOICES.skills[0])],
    deccoUCourses: [held('DeccoUCourses', 31, CHOICES.deccoUCourses[0])],
    ...overrides,
  });
}

/** Handlers for a viewer of Dana's card; `card` answers each card load (so a test can change it). */
export function cardHandlers(role: Role, card: () => ReturnType<typeof dana> = () => dana(), extra: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    ...loggedInHandlers(role),
    EmployeeBaseballCard: () => ({ data: { users: [card()] } }),
    QualificationCodeChoices: (v) => ({ data: { findManyCodes: CHOICES[String(v.entity)] } }),
    UpdateEmployeeQualifications: () => ({ data: { updateOneUser: { __typename: 'User', id: 77 } } }),
    ...extra,
  };
}
