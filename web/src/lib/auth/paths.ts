/** The path of an employee's baseball card (also the landing page after sign-in). */
export function ownCardPath(employeeNumber: string | null | undefined): string {
  return `/baseball-card/${encodeURIComponent((employeeNumber ?? '').trim())}`;
}
