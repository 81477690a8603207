/** The five roles (the spec's "userType" / access levels), lowest to highest. */
export const ROLES = ['user', 'fieldSupervisor', 'admin', 'superAdmin', 'webEditor'] as const;
export type Role = (typeof ROLES)[number];

/** Access level id to role, as the spec numbers them (1 user ... 5 webEditor). */
export const ACCESS_LEVELS: Readonly<Record<number, Role>> = {
  1: 'user',
  2: 'fieldSupervisor',
  3: 'admin',
  4: 'superAdmin',
  5: 'webEditor',
};

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  user: 'User',
  fieldSupervisor: 'Field Supervisor',
  admin: 'Admin',
  superAdmin: 'Super Admin',
  webEditor: 'Web Editor',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Roles that manage partners: the spec's "managers" (fieldSupervisor and above). */
export const MANAGER_ROLES: readonly Role[] = ['fieldSupervisor', 'admin', 'superAdmin', 'webEditor'];
export const FULL_ACCESS_ROLES: readonly Role[] = ['superAdmin', 'webEditor'];
/** Every role, as a plain list (ROLES, typed for `includes` and `filter`). @alias */
export const ALL_ROLES: readonly Role[] = ROLES;
