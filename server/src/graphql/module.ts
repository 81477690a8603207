/**
 * What a domain module contributes: models for the generic layer, hand-written operations with
 * their access rule, extra SDL and type resolvers, endpoints of the foundation API, and jobs.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';
import type { Role } from '@portal/common';
import type { JobDef } from '../jobs/runner';
import type { AppContext } from './context';
import type { ModelDef } from './crud/model';
import { badInput } from './errors';
import { argumentsSdl, type InputTypes } from './inputSdl';

/**
 * Who may call an operation at all. Finer rules (own rows only, ...) live in the service it
 * calls. `public` is only for the sign-in and account-recovery operations.
 */
export type OperationAccess = 'public' | 'authenticated' | readonly Role[];

/**
 * A hand-written operation, declared once: its arguments as zod schemas (their SDL is generated
 * from them, decision 0098), its result's GraphQL type, and a resolver that receives the parsed,
 * typed arguments. Bad arguments are refused with BAD_USER_INPUT and the schema's message before
 * the resolver runs.
 */
export interface OperationContract<Args extends z.ZodRawShape, Returns extends string> {
  /** The field's description in the schema. */
  description?: string;
  access: OperationAccess;
  /** One schema per argument, by name. */
  args?: Args;
  /** The result's GraphQL type, e.g. `Evaluation!` or `[Goal!]`; it types what `resolve` returns (ResultOf). */
  returns: Returns;
  resolve: (args: z.output<z.ZodObject<Args>>, ctx: AppContext, info: GraphQLResolveInfo) => ResultOf<Returns> | Promise<ResultOf<Returns>>;
  /** The refusal's message for the first problem (default: the schema's message). */
  refusalMessage?: (issue: z.core.$ZodIssue) => string;
}

/** What a resolver returns for a built-in or custom scalar of the schema (graphql/scalars.ts). */
interface ScalarResults {
  Int: number;
  Float: number;
  String: string;
  ID: string | number;
  Boolean: boolean;
  /** A date-only value: the scalar sends the first ten characters of a string or a Date. */
  Date: string | Date;
  DateTime: string | Date;
  Json: unknown;
}

/**
 * An object type's value. The reader's rows and the services' results are not typed by their
 * GraphQL type, so an object type asks only for an object: a scalar, a list or a promise of one
 * where an object is declared fails the typecheck, a missing field does not (decision 0172).
 */
type ObjectResult = object & { readonly then?: never; readonly [Symbol.iterator]?: never };

type NonNullResultOf<T extends string> = T extends `[${infer Element}]`
  ? readonly ResultOf<Element>[]
  : T extends keyof ScalarResults
    ? ScalarResults[T]
    : ObjectResult;

/**
 * The TypeScript type of a GraphQL output type written as in SDL: `Int!` → number, `String` →
 * string | null | undefined, `[ID!]!` → readonly (string | number)[], `Goal!` → an object.
 */
export type ResultOf<T extends string> = T extends `${infer Inner}!` ? NonNullResultOf<Inner> : NonNullResultOf<T> | null | undefined;

/** The parsed arguments of an operation whose argument schemas are `Args`. */
export type ArgsOf<Args extends z.ZodRawShape> = z.output<z.ZodObject<Args>>;

/** An operation as the schema builder takes it. */
export interface OperationDef {
  type: 'Query' | 'Mutation';
  name: string;
  access: OperationAccess;
  /** The root field's SDL line; registers the input types its arguments use. */
  fieldSdl: (inputs: InputTypes) => string;
  resolve: (args: Record<string, unknown>, ctx: AppContext, info: GraphQLResolveInfo) => unknown;
}

type TypeResolvers = Record<string, Record<string, unknown>>;

export interface ApiPart {
  /** Output types and enums; the operations' fields and input types are generated. */
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

/** The first problem zod found, with where it is (`answers.0.answer`). */
function refusal(error: z.ZodError, message: (issue: z.core.$ZodIssue) => string = (issue) => issue.message) {
  const [issue] = error.issues;
  return badInput(message(issue), { path: issue.path.join('.') });
}

function define<Args extends z.ZodRawShape, Returns extends string>(type: OperationDef['type'], name: string, contract: OperationContract<Args, Returns>): OperationDef {
  const shape = (contract.args ?? {}) as Args;
  const schema = z.object(shape);
  return {
    type,
    name,
    access: contract.access,
    fieldSdl: (inputs) => {
      const description = contract.description ? `${JSON.stringify(contract.description)}\n  ` : '';
      return `  ${description}${name}${argumentsSdl(shape, inputs, name)}: ${contract.returns}`;
    },
    resolve: (args, ctx, info) => {
      const parsed = schema.safeParse(args);
      if (!parsed.success) throw refusal(parsed.error, contract.refusalMessage);
      return contract.resolve(parsed.data, ctx, info);
    },
  };
}

export function query<Args extends z.ZodRawShape = Record<never, never>, Returns extends string = string>(name: string, contract: OperationContract<Args, Returns>): OperationDef {
  return define('Query', name, contract);
}

export function mutation<Args extends z.ZodRawShape = Record<never, never>, Returns extends string = string>(name: string, contract: OperationContract<Args, Returns>): OperationDef {
  return define('Mutation', name, contract);
}
