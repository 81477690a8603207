/**
 * Builds the executable schemas from the modules. Every root field gets an access rule: the
 * generic operations from their model's policy, the hand-written ones from their OperationDef.
 * A root field without one stops the build (deny by default).
 */
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { AppContext } from './context';
import { ModelRegistry } from './crud/registry';
import { GenericResolvers } from './crud/resolvers';
import { generateSdl, operationNames, outputScalars } from './crud/sdl';
import { forbidden, unauthenticated } from './errors';
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

function guard(op: OperationDef): OperationDef['resolve'] {
  return (parent, args, ctx: AppContext, info) => {
    if (op.access !== 'public') {
      if (!ctx.viewer) throw unauthenticated();
      if (op.access !== 'authenticated' && !op.access.includes(ctx.viewer.role)) throw forbidden();
    }
    return op.resolve(parent, args, ctx, info);
  };
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
    typeDefs: [generateSdl(registry), ...modules.map((m) => m.api?.typeDefs ?? '').filter(Boolean)],
    resolvers: apiResolvers,
  });
  checkEveryRootFieldHasAccess(api, apiAccess, 'api');

  const foundationAccess = new Map<string, RootFieldAccess>();
  const foundationResolvers: Record<string, Record<string, unknown>> = { ...SCALARS } as never;
  for (const m of modules) addOperations(foundationResolvers, foundationAccess, m.foundation);
  const foundation = makeExecutableSchema({
    typeDefs: [
      'scalar Date\nscalar DateTime\nscalar Json',
      ...modules.map((m) => m.foundation?.typeDefs ?? '').filter(Boolean),
    ],
    resolvers: foundationResolvers,
  });
  checkEveryRootFieldHasAccess(foundation, foundationAccess, 'foundation-api');

  return { api, foundation, registry, generic, access: { api: apiAccess, foundation: foundationAccess } };
}
