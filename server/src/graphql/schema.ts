/**
 * Builds the executable schemas from the modules. Every root field gets an access rule: the
 * generic operations from their model's policy, the hand-written ones from their OperationDef.
 * A root field without one stops the build (deny by default).
 */
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import type { AppContext } from './context';
import { ModelRegistry } from './crud/registry';
import { GenericResolvers } from './crud/resolvers';
import { generateSdl, operationNames, outputScalars } from './crud/sdl';
import { forbidden, unauthenticated } from './errors';
import { InputTypes } from './inputSdl';
import type { ApiPart, OperationAccess, OperationDef, PortalModule } from './module';
import { DateScalar, DateTimeScalar, JsonScalar } from './scalars';

export type RootFieldAccess =
  | { kind: 'generic'; model: string; operation: string }
  | { kind: 'custom'; access: OperationAccess };

export interface BuiltSchemas {
  api: GraphQLSchema;
  foundation: GraphQLSchema;
  registry: ModelRegistry;
  generic: GenericResolvers;
  /** Access rule of every root field of each schema, for the deny-by-default tests. */
  access: { api: Map<string, RootFieldAccess>; foundation: Map<string, RootFieldAccess> };
}

function guard(op: OperationDef) {
  return (_parent: unknown, args: Record<string, unknown>, ctx: AppContext, info: GraphQLResolveInfo) => {
    if (op.access !== 'public') {
      if (!ctx.viewer) throw unauthenticated();
      if (op.access !== 'authenticated' && !op.access.includes(ctx.viewer.role)) throw forbidden();
    }
    return op.resolve(args, ctx, info);
  };
}

/** The parts' own SDL plus the generated root fields and input types of their operations. */
function partsSdl(parts: readonly (ApiPart | undefined)[]): string[] {
  const inputs = new InputTypes();
  const sdl: string[] = [];
  for (const part of parts) {
    if (part?.typeDefs) sdl.push(part.typeDefs);
    for (const type of ['Query', 'Mutation'] as const) {
      const fields = (part?.operations ?? []).filter((op) => op.type === type).map((op) => op.fieldSdl(inputs));
      if (fields.length) sdl.push(`type ${type} {\n${fields.join('\n')}\n}`);
    }
  }
  const definitions = inputs.definitions();
  return definitions ? [...sdl, definitions] : sdl;
}

function addOperations(resolvers: Record<string, Record<string, unknown>>, access: Map<string, RootFieldAccess>, part: ApiPart | undefined) {
  for (const op of part?.operations ?? []) {
    if (access.has(op.name)) throw new Error(`Root field ${op.name} is defined twice`);
    resolvers[op.type] ??= {};
    resolvers[op.type][op.name] = guard(op);
    access.set(op.name, { kind: 'custom', access: op.access });
  }
  for (const [type, fields] of Object.entries(part?.resolvers ?? {})) {
    resolvers[type] = { ...(resolvers[type] ?? {}), ...fields };
  }
}

function checkEveryRootFieldHasAccess(schema: GraphQLSchema, access: Map<string, RootFieldAccess>, label: string) {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const name of Object.keys(type?.getFields() ?? {})) {
      if (!access.has(name)) throw new Error(`${label}: root field ${name} has no access rule`);
    }
  }
}

const SCALARS = { Date: DateScalar, DateTime: DateTimeScalar, Json: JsonScalar };

export function buildSchemas(modules: readonly PortalModule[]): BuiltSchemas {
  const registry = new ModelRegistry(modules.flatMap((m) => m.models ?? []));
  const generic = new GenericResolvers(registry);

  const apiAccess = new Map<string, RootFieldAccess>();
  for (const model of registry.all()) {
    for (const { op, name } of operationNames(model)) apiAccess.set(name, { kind: 'generic', model: model.name, operation: op });
  }
  const apiResolvers: Record<string, Record<string, unknown>> = { ...generic.build(), ...SCALARS, ...Object.fromEntries(outputScalars(registry)) } as never;
  for (const m of modules) addOperations(apiResolvers, apiAccess, m.api);
  const api = makeExecutableSchema({
    typeDefs: [generateSdl(registry), ...partsSdl(modules.map((m) => m.api))],
    resolvers: apiResolvers,
  });
  checkEveryRootFieldHasAccess(api, apiAccess, 'api');

  const foundationAccess = new Map<string, RootFieldAccess>();
  const foundationResolvers: Record<string, Record<string, unknown>> = { ...SCALARS } as never;
  for (const m of modules) addOperations(foundationResolvers, foundationAccess, m.foundation);
  const foundation = makeExecutableSchema({
    typeDefs: [
      'scalar Date\nscalar DateTime\nscalar Json',
      ...partsSdl(modules.map((m) => m.foundation)),
    ],
    resolvers: foundationResolvers,
  });
  checkEveryRootFieldHasAccess(foundation, foundationAccess, 'foundation-api');

  return { api, foundation, registry, generic, access: { api: apiAccess, foundation: foundationAccess } };
}
