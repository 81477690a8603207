/** The HR (foundation) calls: an employee's record and the birthdays window. */
import { z } from 'zod';
import { employeeNumberArgs, graphqlType, pageArgs } from './wire';

const birthdaysWhere = graphqlType('BirthdaysWhereInput', z.object({ days: z.number().int() }));

export const foundationUserArgs = employeeNumberArgs;
export const birthdaysArgs = { where: birthdaysWhere, ...pageArgs };
export const birthdayCountArgs = { where: birthdaysWhere };
