import type { Role } from '@portal/common';

/** The signed-in user making a request, as the server knows them (never as the client claims). */
export interface Viewer {
  id: number;
  employeeNumber: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string | null;
  sessionId: string;
}
