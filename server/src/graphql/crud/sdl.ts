/**
 * Generates the Prisma-style GraphQL SDL of every model: the object type, where / where-unique /
 * order-by inputs, create and update inputs with nested relation writes, the aggregate type and
 * the root operations (findManyX, findFirstX, findUniqueX, aggregateX, createOneX, ...).
 */
import type { GraphQLScalarType } from 'graphql';
import { fieldNeverMasked } from './access';
import type { GenericOperation, ModelDef, ScalarField, ScalarType } from './model';
import { operationsOf, scalarFields } from './model';
import type { ModelRegistry } from './registry';

const SHARED_SDL = /* GraphQL */ `
  scalar DateTime
  "A calendar day, YYYY-MM-DD. Accepts an ISO timestamp too (its UTC day is used)."
  scalar Date
  scalar Json
  scalar Upload

  enum SortOrder { asc desc }
  enum QueryMode { default insensitive }

  type AffectedRowsOutput { count: Int! }

  input StringFilter { equals: String in: [String!] notIn: [String!] lt: String lte: String gt: String gte: String contains: String startsWith: String endsWith: String mode: QueryMode not: StringFilter }
  input IntFilter { equals: Int in: [Int!] notIn: [Int!] lt: Int lte: Int gt: Int gte: Int not: IntFilter }
  input FloatFilter { equals: Float in: [Float!] notIn: [Float!] lt: Float lte: Float gt: Float gte: Float not: FloatFilter }
  input BooleanFilter { equals: Boolean not: BooleanFilter }
  input DateTimeFilter { equals: DateTime in: [DateTime!] notIn: [DateTime!] lt: DateTime lte: DateTime gt: DateTime gte: DateTime not: DateTimeFilter }
  input DateFilter { equals: Date in: [Date!] notIn: [Date!] lt: Date lte: Date gt: Date gte: Date not: DateFilter }

  input StringFieldUpdateOperationsInput { set: String }
  input IntFieldUpdateOperationsInput { set: Int }
  input FloatFieldUpdateOperationsInput { set: Float }
  input BooleanFieldUpdateOperationsInput { set: Boolean }
  input DateTimeFieldUpdateOperationsInput { set: DateTime }
  input DateFieldUpdateOperationsInput { set: Date }
  input JsonFieldUpdateOperationsInput { set: Json }
`;

const FILTER_OF: Record<ScalarType, string | null> = {
  String: 'StringFilter',
  Int: 'IntFilter',
  Float: 'FloatFilter',
  Boolean: 'BooleanFilter',
  DateTime: 'DateTimeFilter',
  Date: 'DateFilter',
  Json: null,
};

/** Root field names of a model's generic operations. */
export function operationNames(model: ModelDef): { op: GenericOperation; name: string }[] {
  const n = model.name;
  const names: { op: GenericOperation; name: string }[] = [];
  const byOp: Record<GenericOperation, string> = {
    findMany: `findMany${n}`,
    findFirst: `findFirst${n}`,
    findUnique: `findUnique${n}`,
    aggregate: `aggregate${n}`,
    createOne: `createOne${n}`,
    createMany: `createMany${n}`,
    updateOne: `updateOne${n}`,
    updateMany: `updateMany${n}`,
    deleteOne: `deleteOne${n}`,
    deleteMany: `deleteMany${n}`,
  };
  for (const op of operationsOf(model)) {
    names.push({ op, name: byOp[op] });
    const alias = model.aliases?.[op];
    if (alias) names.push({ op, name: alias });
  }
  return names;
}

const FIND_ARGS = (n: string) =>
  `where: ${n}WhereInput, orderBy: [${n}OrderByWithRelationInput!], take: Int, skip: Int, distinct: [${n}ScalarFieldEnum!]`;

function rootField(model: ModelDef, op: GenericOperation, name: string): string {
  const n = model.name;
  switch (op) {
    case 'findMany':
      return `${name}(${FIND_ARGS(n)}): [${n}!]!`;
    case 'findFirst':
      return `${name}(${FIND_ARGS(n)}): ${n}`;
    case 'findUnique':
      return `${name}(where: ${n}WhereUniqueInput!): ${n}`;
    case 'aggregate':
      return `${name}(where: ${n}WhereInput, orderBy: [${n}OrderByWithRelationInput!], take: Int, skip: Int): Aggregate${n}!`;
    case 'createOne':
      return `${name}(data: ${n}CreateInput!): ${n}`;
    case 'createMany':
      return `${name}(data: [${n}CreateInput!]!): AffectedRowsOutput!`;
    case 'updateOne':
      return `${name}(where: ${n}WhereUniqueInput!, data: ${n}UpdateInput!): ${n}`;
    case 'updateMany':
      return `${name}(where: ${n}WhereInput, data: ${n}UpdateManyMutationInput!): AffectedRowsOutput!`;
    case 'deleteOne':
      return `${name}(where: ${n}WhereUniqueInput!): ${n}`;
    case 'deleteMany':
      return `${name}(where: ${n}WhereInput): AffectedRowsOutput!`;
  }
}

/** A NOT NULL column that no role's grant masks always has a value: the schema says so (`!`). */
function alwaysShown(model: ModelDef, field: ScalarField): boolean {
  return !field.nullable && fieldNeverMasked(model, field.name);
}

function modelTypes(model: ModelDef): string {
  const n = model.name;
  const fields = [...scalarFields(model).values()];
  const computed = Object.entries(model.computed ?? {});
  const relations = Object.entries(model.relations ?? {});
  const many = relations.filter(([, r]) => r.kind === 'many');
  const lines: string[] = [];

  const objectFields = [
    ...fields.map((f) => `${f.name}: ${model.outputScalars?.[f.name]?.name ?? f.type}${f.isId || alwaysShown(model, f) ? '!' : ''}`),
    ...computed.map(([name, c]) => `${c.description ? `"${c.description}" ` : ''}${name}: ${c.type}`),
    ...relations.map(([name, r]) =>
      r.kind === 'one'
        ? `${name}: ${r.target}`
        : `${name}(${FIND_ARGS(r.target)}): [${r.target}!]!`,
    ),
    ...(many.length ? [`_count: ${n}Count!`] : []),
  ];
  lines.push(`${model.description ? `"""${model.description}"""\n` : ''}type ${n} {\n  ${objectFields.join('\n  ')}\n}`);
  if (many.length) lines.push(`type ${n}Count {\n  ${many.map(([name]) => `${name}: Int!`).join('\n  ')}\n}`);

  const filterable = [
    ...fields.filter((f) => FILTER_OF[f.type]).map((f) => `${f.name}: ${FILTER_OF[f.type]}`),
    ...computed.map(([name, c]) => `${name}: ${FILTER_OF[c.type]}`),
    ...relations.map(([name, r]) => `${name}: ${r.target}${r.kind === 'one' ? 'RelationFilter' : 'ListRelationFilter'}`),
  ];
  lines.push(`input ${n}WhereInput {\n  AND: [${n}WhereInput!]\n  OR: [${n}WhereInput!]\n  NOT: [${n}WhereInput!]\n  ${filterable.join('\n  ')}\n}`);
  lines.push(`input ${n}RelationFilter { is: ${n}WhereInput isNot: ${n}WhereInput }`);
  lines.push(`input ${n}ListRelationFilter { some: ${n}WhereInput every: ${n}WhereInput none: ${n}WhereInput }`);

  const unique = fields.filter((f) => f.isId || (model.uniqueFields ?? []).includes(f.name));
  lines.push(`input ${n}WhereUniqueInput {\n  ${unique.map((f) => `${f.name}: ${f.type}`).join('\n  ')}\n}`);

  const sortable = [
    ...fields.filter((f) => f.type !== 'Json').map((f) => `${f.name}: SortOrder`),
    ...computed.map(([name]) => `${name}: SortOrder`),
    ...relations.filter(([, r]) => r.kind === 'one').map(([name, r]) => `${name}: ${r.target}OrderByWithRelationInput`),
  ];
  lines.push(`input ${n}OrderByWithRelationInput {\n  ${sortable.join('\n  ')}\n}`);
  lines.push(`enum ${n}ScalarFieldEnum { ${fields.map((f) => f.name).join(' ')} }`);

  const writable = fields.filter((f) => !f.isId);
  const createFields = [
    ...writable.map((f) => `${f.name}: ${f.type}`),
    ...relations.map(([name, r]) => `${name}: ${r.target}${r.kind === 'one' ? 'CreateNestedOneInput' : 'CreateNestedManyInput'}`),
  ];
  lines.push(`input ${n}CreateInput {\n  ${createFields.join('\n  ')}\n}`);
  lines.push(`input ${n}CreateNestedOneInput { connect: ${n}WhereUniqueInput }`);
  lines.push(`input ${n}CreateNestedManyInput { create: [${n}CreateInput!] connect: [${n}WhereUniqueInput!] }`);

  const updateFields = [
    ...writable.map((f) => `${f.name}: ${f.type}FieldUpdateOperationsInput`),
    ...relations.map(([name, r]) => `${name}: ${r.target}${r.kind === 'one' ? 'UpdateOneNestedInput' : 'UpdateManyNestedInput'}`),
  ];
  lines.push(`input ${n}UpdateInput {\n  ${updateFields.join('\n  ')}\n}`);
  lines.push(`input ${n}UpdateManyMutationInput {\n  ${writable.map((f) => `${f.name}: ${f.type}FieldUpdateOperationsInput`).join('\n  ')}\n}`);
  lines.push(`input ${n}UpdateOneNestedInput { connect: ${n}WhereUniqueInput disconnect: Boolean }`);
  lines.push(`input ${n}UpdateWithWhereUniqueInput { where: ${n}WhereUniqueInput! data: ${n}UpdateInput! }`);
  lines.push(
    `input ${n}UpdateManyNestedInput { create: [${n}CreateInput!] connect: [${n}WhereUniqueInput!] disconnect: [${n}WhereUniqueInput!] update: [${n}UpdateWithWhereUniqueInput!] delete: [${n}WhereUniqueInput!] }`,
  );
  lines.push(`type Aggregate${n} { _count: ${n}CountAggregate! }`);
  lines.push(`type ${n}CountAggregate { _all: Int! }`);

  return lines.join('\n');
}

/** The output-only scalars the models name (model.outputScalars), once each. */
export function outputScalars(registry: ModelRegistry): Map<string, GraphQLScalarType> {
  const scalars = new Map<string, GraphQLScalarType>();
  for (const model of registry.all()) {
    for (const scalar of Object.values(model.outputScalars ?? {})) {
      const known = scalars.get(scalar.name);
      if (known && known !== scalar) throw new Error(`Two scalars are named ${scalar.name}`);
      scalars.set(scalar.name, scalar);
    }
  }
  return scalars;
}

export function generateSdl(registry: ModelRegistry): string {
  const queries: string[] = [];
  const mutations: string[] = [];
  const types: string[] = [SHARED_SDL];
  for (const scalar of outputScalars(registry).values()) types.push(`${scalar.description ? `"${scalar.description}"\n` : ''}scalar ${scalar.name}`);
  for (const model of registry.all()) {
    types.push(modelTypes(model));
    for (const { op, name } of operationNames(model)) {
      const line = rootField(model, op, name);
      if (['findMany', 'findFirst', 'findUnique', 'aggregate'].includes(op)) queries.push(line);
      else mutations.push(line);
    }
  }
  types.push(`type Query {\n  ${queries.join('\n  ')}\n}`);
  if (mutations.length) types.push(`type Mutation {\n  ${mutations.join('\n  ')}\n}`);
  return types.join('\n\n');
}
