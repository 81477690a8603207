/**
 * The row budget checked before any work (decision 0053): the root list fields of a query ask
 * for `take` rows each (no `take`: up to MAX_TAKE). When they add up to more than a request may
 * read, it is refused at once, instead of after the database and the server have produced most
 * of the answer. Rows of nested relations are counted while the request runs (crud/read.ts).
 */
import { getNullableType, isListType, TypeInfo, valueFromAST, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badInput } from '../graphql/errors';
import { MAX_ROWS_PER_REQUEST, MAX_TAKE } from '../graphql/crud/read';

/** Rows the root list fields of the operation ask for (aggregates and single records count nothing). */
export function requestedRows(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | null | undefined, operationName?: string | null): number {
  const typeInfo = new TypeInfo(schema);
  let rows = 0;
  let depth = 0;
  let counting = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition: {
        enter(node) {
          counting = !operationName || node.name?.value === operationName;
        },
        leave() {
          counting = false;
        },
      },
      Field: {
        enter(node) {
          depth++;
          if (!counting || depth !== 1) return;
          const field = typeInfo.getFieldDef();
          // Lists only: an aggregate also takes `take` but answers with one row.
          const takeArg = field && isListType(getNullableType(field.type)) ? field.args.find((a) => a.name === 'take') : undefined;
          if (!takeArg) return;
          const given = node.arguments?.find((a) => a.name.value === 'take');
          const take = given ? valueFromAST(given.value, takeArg.type, variables ?? undefined) : undefined;
          rows += typeof take === 'number' && take >= 0 ? Math.min(take, MAX_TAKE) : MAX_TAKE;
        },
        leave() {
          depth--;
        },
      },
      // Fragments are visited where they are spread, not where they are defined.
      FragmentDefinition: () => false,
    }),
  );
  return rows;
}

export function requestedRowsPlugin(): Plugin {
  return {
    onExecute({ args }) {
      const rows = requestedRows(args.schema, args.document, args.variableValues, args.operationName);
      if (rows > MAX_ROWS_PER_REQUEST) {
        throw badInput(`This request asks for ${rows.toLocaleString('en-US')} rows; at most ${MAX_ROWS_PER_REQUEST.toLocaleString('en-US')} per request. Ask for fewer rows (take) or split it into several requests.`);
      }
    },
  };
}
