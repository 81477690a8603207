/**
 * What a domain module contributes: models for the generic layer, hand-written operations with
 * their access rule, extra SDL and type resolvers, endpoints of the foundation API, and jobs.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { Role } from '@portal/common';
import type { JobDef } from '../jobs/runner';
import type { AppContext } from './context';
import type { ModelDef } from './crud/model';

/**
 * Who may call an operation at all. Finer rules (own rows only, ...) live in the service it
 * calls. `public` is only for the sign-in and account-recovery operations.
 */
export type OperationAccess = 'public' | 'authenticated' | readonly Role[];

export interface OperationDef {
  type: 'Query' | 'Mutation';
  name: string;
  access: OperationAccess;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resolve: (parent: unknown, args: any, ctx: AppContext, info: GraphQLResolveInfo) => unknown;
}

export type TypeResolvers = Record<string, Record<string, unknown>>;

export interface ApiPart {
  typeDefs?: string;
  operations?: readonly OperationDef[];
  resolvers?: TypeResolvers;
}

export interface PortalModule {
  name: string;
  models?: readonly ModelDef[];
  /** The main API (/api). */
  api?: ApiPart;
  /** The HR data API (/foundation-api). */
  foundation?: ApiPart;
  jobs?: readonly JobDef[];
}

export function query(name: string, access: OperationAccess, resolve: OperationDef['resolve']): OperationDef {
  return { type: 'Query', name, access, resolve };
}

export function mutation(name: string, access: OperationAccess, resolve: OperationDef['resolve']): OperationDef {
  return { type: 'Mutation', name, access, resolve };
}
