import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { parseDateOnly } from '@portal/common';
import { badInput } from './errors';

function literalString(ast: ValueNode): string {
  if (ast.kind !== Kind.STRING) throw badInput('Expected a string.');
  return ast.value;
}

function parseDay(value: unknown): string {
  const day = typeof value === 'string' ? parseDateOnly(value) : null;
  if (!day) throw badInput(`"${String(value)}" is not a valid date (use YYYY-MM-DD).`);
  return day;
}

function parseInstant(value: unknown): Date {
  const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw badInput(`"${String(value)}" is not a valid date and time.`);
  return date;
}

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)),
  parseValue: parseDay,
  parseLiteral: (ast) => parseDay(literalString(ast)),
});

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: parseInstant,
  parseLiteral: (ast) => parseInstant(literalString(ast)),
});

export const JsonScalar = new GraphQLScalarType({
  name: 'Json',
  serialize: (value) => value,
  parseValue: (value) => value,
});

/**
 * A status on a model's object type (docs/decisions/0099): sent as the plain string it is, so the
 * JSON is what a String field sends, while the printed schema names it and the web types it as
 * the workflow's union. Arguments, inputs and filters stay String (clients send literals there).
 */
export function statusScalar(name: string, statuses: readonly string[], of: string): GraphQLScalarType {
  const parse = (value: unknown) => {
    if (typeof value !== 'string' || !statuses.includes(value)) throw badInput(`${of} must be one of: ${statuses.join(', ')}.`);
    return value;
  };
  return new GraphQLScalarType({
    name,
    description: `${of}: one of ${statuses.join(', ')}. Sent as a plain string; arguments and filters take it as String.`,
    serialize: (value) => String(value),
    parseValue: parse,
    parseLiteral: (ast) => parse(literalString(ast)),
  });
}
