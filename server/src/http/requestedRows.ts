/**
 * The row budget checked before any work (decision 0053): the root list fields of a query ask
 * for `take` rows each (no `take`: up to MAX_TAKE). When they add up to more than a request may
 * read, it is refused at once, instead of after the database and the server have produced most
 * of the answer. Rows of nested relations are counted while the request runs (crud/read.ts).
 */
import { getNullableType, isListType, valueFromAST, type DocumentNode, type GraphQLInputType, type GraphQLSchema, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badInput } from '../graphql/errors';
import { MAX_ROWS_PER_REQUEST, MAX_TAKE } from '../graphql/crud/read';
import { forEachField, oncePerOperation } from './operationFields';

/** A root list field of an operation: its `take` argument as written (a literal or a variable). */
interface RootList {
  take: ValueNode | undefined;
  type: GraphQLInputType;
}

/** The root list fields of an operation, found once per document. */
const rootLists = oncePerOperation((schema, document, operationName) => {
  const found: RootList[] = [];
  forEachField(schema, document, operationName, (field, node, depth) => {
    if (depth !== 1) return;
    // Lists only: an aggregate also takes `take` but answers with one row.
    const takeArg = isListType(getNullableType(field.type)) ? field.args.find((a) => a.name === 'take') : undefined;
    if (takeArg) found.push({ take: node.arguments?.find((a) => a.name.value === 'take')?.value, type: takeArg.type });
  });
  return found;
});

/**
 * Rows the root list fields of the operation ask for (aggregates and single records count
 * nothing), root fields selected through fragments included.
 */
function requestedRows(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | null | undefined, operationName?: string | null): number {
  let rows = 0;
  for (const list of rootLists(schema, document, operationName)) {
    const take = list.take ? valueFromAST(list.take, list.type, variables ?? undefined) : undefined;
    rows += typeof take === 'number' && take >= 0 ? Math.min(take, MAX_TAKE) : MAX_TAKE;
  }
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
