import { graphql } from '../../graphql';

/** An employee as pickers show and return them. */
export interface EmployeeOption {
  id: number;
  employeeNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
}

const EMPLOYEE_OPTION_FIELDS = graphql(`
  fragment EmployeeOptionFields on User {
    id
    employeeNumber
    firstName
    lastName
    jobTitle
  }
`);

type Where = Record<string, unknown>;

export const EMPLOYEE_SEARCH = graphql(`
  query EmployeeSearch($where: UserWhereInput, $take: Int) {
    users(where: $where, take: $take, orderBy: [{ lastName: asc }, { firstName: asc }, { id: asc }]) {
      ...EmployeeOptionFields
    }
  }
`, [EMPLOYEE_OPTION_FIELDS]);

export const EMPLOYEES_BY_NUMBER = graphql(`
  query EmployeesByNumber($numbers: [String!]) {
    users(where: { employeeNumber: { in: $numbers } }) {
      ...EmployeeOptionFields
    }
  }
`, [EMPLOYEE_OPTION_FIELDS]);

/** How many matches a picker offers at a time. */
export const EMPLOYEE_SEARCH_TAKE = 20;

/**
 * Active employees matching every word typed: each word in the first name, the last name, or
 * the start of the employee number ("maria co", "1000").
 */
export function employeeSearchWhere(text: string): Where {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, 4);
  return {
    employmentStatus: { equals: 'active' },
    AND: words.map((word) => ({
      OR: [
        { firstName: { contains: word, mode: 'insensitive' } },
        { lastName: { contains: word, mode: 'insensitive' } },
        { employeeNumber: { startsWith: word } },
      ],
    })),
  };
}

export function employeeName(employee: Pick<EmployeeOption, 'firstName' | 'lastName'>): string {
  return [employee.firstName, employee.lastName].filter(Boolean).join(' ');
}

/** "Maria Costa (100034)", or the number alone when the name is unknown. */
export function employeeLabel(employee: Pick<EmployeeOption, 'firstName' | 'lastName' | 'employeeNumber'>): string {
  const name = employeeName(employee);
  return name ? `${name} (${employee.employeeNumber ?? '?'})` : (employee.employeeNumber ?? '');
}
