/**
 * The filter budget of one request (decision 0053). One `where` may hold at most 200 conditions
 * and go 4 relations deep (crud/where.ts), but twenty aliases of such a filter would still make
 * the database plan and run twenty of them, and PGlite cannot stop a statement once it runs. So
 * before any resolver runs, the filters of every `where` the operation carries (literal or in
 * variables, in fragments as often as they are spread) are added up: at most 500 conditions, of
 * which at most 50 follow a relation (each is a correlated subquery). The web app's largest
 * screen sends 42 and 16.
 */
import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  valueFromAST,
  type DocumentNode,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badInput } from '../graphql/errors';
import { forEachField, oncePerOperation } from './operationFields';

const MAX_FILTER_CONDITIONS_PER_REQUEST = 500;
const MAX_RELATION_FILTERS_PER_REQUEST = 50;

const LOGICAL = new Set(['AND', 'OR', 'NOT']);

/** A model's filter input (`UserWhereInput`), as opposed to a unique key or a hand-written input. */
function isWhereType(type: GraphQLInputObjectType): boolean {
  return type.name.endsWith('WhereInput') && 'AND' in type.getFields();
}

/** What the filters of a request cost: conditions, and how many of them follow a relation. */
interface FilterCost {
  conditions: number;
  /** Relation filters (`is`, `some`, ...): each is a correlated subquery, by far the dearest kind. */
  relations: number;
}

const add = (a: FilterCost, b: FilterCost): FilterCost => ({ conditions: a.conditions + b.conditions, relations: a.relations + b.relations });
const NOTHING: FilterCost = { conditions: 0, relations: 0 };

/**
 * The cost of one `where`, its conditions counted as the compiler counts them (crud/where.ts):
 * every field of every filter object, AND/OR/NOT and relation filters included, down into the
 * related rows; each relation filter operator (`is`, `some`, ...) given is one subquery.
 */
function whereCost(where: unknown, type: GraphQLInputObjectType): FilterCost {
  if (!where || typeof where !== 'object') return NOTHING;
  const fields = type.getFields();
  let cost = NOTHING;
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (value === undefined) continue;
    cost = add(cost, { conditions: 1, relations: 0 });
    const field = fields[key];
    if (!field || value === null) continue;
    if (LOGICAL.has(key)) {
      for (const item of Array.isArray(value) ? value : [value]) cost = add(cost, whereCost(item, type));
      continue;
    }
    const named = getNamedType(field.type);
    if (!isInputObjectType(named) || !named.name.endsWith('RelationFilter')) continue; // a scalar filter
    const ops = named.getFields();
    for (const [op, inner] of Object.entries(value as Record<string, unknown>)) {
      const target = ops[op] && getNamedType(ops[op].type);
      if (!inner || !target || !isInputObjectType(target)) continue; // `is: null` compares the key, no subquery
      cost = add(cost, add({ conditions: 0, relations: 1 }, whereCost(inner, target)));
    }
  }
  return cost;
}

/** The cost of the filters inside one argument value (wherever its type holds a `where`). */
function argumentCost(value: unknown, type: GraphQLInputType): FilterCost {
  if (value === null || value === undefined) return NOTHING;
  const nullable = getNullableType(type);
  if (isListType(nullable)) return Array.isArray(value) ? value.reduce<FilterCost>((sum, item) => add(sum, argumentCost(item, nullable.ofType)), NOTHING) : NOTHING;
  if (!isInputObjectType(nullable) || typeof value !== 'object') return NOTHING;
  if (isWhereType(nullable)) return whereCost(value, nullable);
  const fields = nullable.getFields();
  return Object.entries(value as Record<string, unknown>).reduce((sum, [key, inner]) => (fields[key] ? add(sum, argumentCost(inner, fields[key].type)) : sum), NOTHING);
}

/** An argument of the operation that may hold filters: its value as written, and its type. */
interface FilterArgument {
  value: ValueNode;
  type: GraphQLInputType;
}

/**
 * The arguments of an operation whose type is an input object or a list (only those can hold
 * filters), found once per document: walking a baseball card's sixty fields on every request
 * was a few percent of its CPU (issue 28).
 */
const filterArguments = oncePerOperation((schema, document, operationName) => {
  const found: FilterArgument[] = [];
  forEachField(schema, document, operationName, (field, node) => {
    for (const argument of node.arguments ?? []) {
      const definition = field.args.find((a) => a.name === argument.name.value);
      const type = definition && getNullableType(definition.type);
      if (type && (isListType(type) || isInputObjectType(type))) found.push({ value: argument.value, type: definition.type });
    }
  });
  return found;
});

/**
 * The variables' shape with every string left out. Objects keep their keys' order (GraphQL's
 * coercion writes them in the input type's order).
 */
function shapeOf(value: unknown): string {
  if (typeof value === 'string') return '?';
  if (Array.isArray(value)) return `[${value.map(shapeOf).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    let out = '{';
    for (const key of Object.keys(value)) out += `${JSON.stringify(key)}:${shapeOf((value as Record<string, unknown>)[key])},`;
    return `${out}}`;
  }
  return value === undefined ? 'u' : JSON.stringify(value);
}

/**
 * The cost of every `where` the operation carries, kept per document and shape of its
 * variables: the cost counts keys, lists and nulls, never a string's value, so the variables'
 * shape with their strings left out (shapeOf) decides it. A few shapes per document are kept.
 */
const costsCache = new WeakMap<DocumentNode, Map<string, FilterCost>>();

function requestFilterCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | null | undefined, operationName?: string | null): FilterCost {
  let byShape = costsCache.get(document);
  if (!byShape) costsCache.set(document, (byShape = new Map()));
  const shape = `${operationName ?? ''}\n${shapeOf(variables ?? {})}`;
  let cost = byShape.get(shape);
  if (!cost) {
    cost = filterCost(schema, document, variables, operationName);
    if (byShape.size < 16) byShape.set(shape, cost);
  }
  return cost;
}

function filterCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | null | undefined, operationName?: string | null): FilterCost {
  let total = NOTHING;
  for (const argument of filterArguments(schema, document, operationName)) {
    total = add(total, argumentCost(valueFromAST(argument.value, argument.type, variables ?? undefined), argument.type));
  }
  return total;
}

export function filterBudgetPlugin(): Plugin {
  return {
    onExecute({ args }) {
      const cost = requestFilterCost(args.schema, args.document, args.variableValues, args.operationName);
      const advice = 'Use fewer or simpler filters, or split it into several requests.';
      if (cost.conditions > MAX_FILTER_CONDITIONS_PER_REQUEST) {
        throw badInput(`This request's filters have ${cost.conditions.toLocaleString('en-US')} conditions; at most ${MAX_FILTER_CONDITIONS_PER_REQUEST} per request. ${advice}`);
      }
      if (cost.relations > MAX_RELATION_FILTERS_PER_REQUEST) {
        throw badInput(`This request's filters follow a relation ${cost.relations.toLocaleString('en-US')} times; at most ${MAX_RELATION_FILTERS_PER_REQUEST} per request. ${advice}`);
      }
    },
  };
}
