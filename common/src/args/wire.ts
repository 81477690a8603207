/**
 * How an operation's arguments travel (decision 0146): the GraphQL name a schema is sent as, the
 * scalars, and the small shapes many operations share. The server generates its SDL from these
 * schemas (server/src/graphql/inputSdl.ts); a dialog validates with the same ones.
 */
import { z } from 'zod';

interface GraphqlName {
  name: string;
}

/** GraphQL names given to schemas (read by the server's SDL generator). */
export const graphqlNames = z.registry<GraphqlName>();

/**
 * Gives a schema the GraphQL type it travels as: an input object type (generated from the
 * object's shape) or a type defined elsewhere (a scalar, an enum, the generic layer's inputs).
 */
export function graphqlType<T extends z.ZodType>(name: string, schema: T): T {
  graphqlNames.add(schema, { name });
  return schema;
}

/** A value of a GraphQL type defined elsewhere that needs no check of its own here. */
export function graphqlValue<T>(name: string) {
  return graphqlType(name, z.custom<T>(() => true));
}

/** A calendar day, already checked by the Date scalar: 'YYYY-MM-DD'. */
export const dateArg = graphqlType('Date', z.string());

/** GraphQL's ID: the client may send a number or a string; it arrives as a string. */
export const idArg = graphqlType('ID', z.string());

/** An uploaded file (multipart request). */
export const uploadArg = graphqlValue<File>('Upload');

/** Paging of a list: how many rows and how many to skip. */
export const pageArgs = {
  take: z.number().int().nullish(),
  skip: z.number().int().nullish(),
};

/** One employee, by number. */
export const employeeNumberArgs = { employeeNumber: z.string() };
