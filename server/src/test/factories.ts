/** Test data straight into the database, and sessions for acting as someone. */
import { ROLES, type Role } from '@portal/common';
import { hashPassword } from '../auth/passwords';
import { codes, users } from '../db/schema';
import type { TestServer } from './server';

let sequence = 0;
const next = () => ++sequence;

type UserRow = typeof users.$inferSelect;

export interface Actor {
  user: UserRow;
  token: string;
}

export async function makeUser(t: TestServer, overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}): Promise<Actor> {
  const n = next();
  const { password, ...values } = overrides;
  const [user] = await t.db
    .insert(users)
    .values({
      employeeNumber: `9${String(n).padStart(5, '0')}`,
      firstName: `First${n}`,
      lastName: `Last${n}`,
      email: `person${n}@test.example`,
      userType: 'user',
      group: 'D1',
      jobTitle: 'Journeyman Electrician',
      ...values,
      passwordHash: password ? await hashPassword(password) : null,
    })
    .returning();
  const { token } = await t.services.sessions.create(user.id, { ip: '127.0.0.1', userAgent: 'test' });
  return { user, token };
}

/** One signed-in actor per role. */
export async function makeRoleActors(t: TestServer): Promise<Record<Role, Actor>> {
  const entries = await Promise.all(ROLES.map(async (role) => [role, await makeUser(t, { userType: role })] as const));
  return Object.fromEntries(entries) as Record<Role, Actor>;
}

export async function makeCode(t: TestServer, overrides: Partial<typeof codes.$inferInsert> = {}) {
  const n = next();
  const [code] = await t.db
    .insert(codes)
    .values({ title: `Code ${n}`, entity: 'licenses', points: 10, expirationType: 'none', ...overrides })
    .returning();
  return code;
}
