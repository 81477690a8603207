/**
 * Every field an operation selects, with its definition and its depth below the root, fragments
 * expanded where they are spread (a fragment spread twice is visited twice, as it runs twice).
 * The request budgets checked before execution (rows, filter conditions) are sums over these.
 */
import {
  getNamedType,
  isCompositeType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export type FieldVisitor = (field: GraphQLField<unknown, unknown>, node: FieldNode, depth: number) => void;

function rootType(schema: GraphQLSchema, operation: OperationDefinitionNode): GraphQLCompositeType | null | undefined {
  if (operation.operation === 'mutation') return schema.getMutationType();
  if (operation.operation === 'subscription') return schema.getSubscriptionType();
  return schema.getQueryType();
}

/** Calls `visit` for each field of the operation that runs (the named one, or the only one). */
export function forEachField(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, visit: FieldVisitor): void {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  const root = operation && rootType(schema, operation);
  if (!operation || !root) return;

  // Validation refuses fragment cycles; the guard keeps a cycle that slipped through from looping.
  const expanding = new Set<string>();
  const walk = (selectionSet: SelectionSetNode | undefined, parent: GraphQLCompositeType, depth: number) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const field = 'getFields' in parent ? parent.getFields()[selection.name.value] : undefined;
        if (!field) continue; // __typename and other meta fields
        visit(field as GraphQLField<unknown, unknown>, selection, depth);
        const type = getNamedType(field.type);
        if (isCompositeType(type)) walk(selection.selectionSet, type, depth + 1);
      } else {
        const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
        const name = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : null;
        if (!fragment || (name && expanding.has(name))) continue;
        const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parent;
        if (name) expanding.add(name);
        walk(fragment.selectionSet, isCompositeType(condition) ? condition : parent, depth);
        if (name) expanding.delete(name);
      }
    }
  };
  walk(operation.selectionSet, root, 1);
}

/**
 * `find` worked out once per parsed document and operation: Yoga keeps parsed documents, so a
 * screen's requests walk the document the first time only (issues 13 and 28).
 */
export function oncePerOperation<T>(find: (schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined) => T) {
  const found = new WeakMap<DocumentNode, Map<string, T>>();
  return (schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): T => {
    let byOperation = found.get(document);
    if (!byOperation) found.set(document, (byOperation = new Map()));
    const key = operationName ?? '';
    if (!byOperation.has(key)) byOperation.set(key, find(schema, document, operationName));
    return byOperation.get(key)!;
  };
}
