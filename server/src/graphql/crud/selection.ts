import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** Names of the fields selected directly under the current field (fragments included). */
export function selectedFieldNames(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === 'Field') names.add(s.name.value);
      else if (s.kind === 'InlineFragment') visit(s.selectionSet);
      else if (s.kind === 'FragmentSpread') visit(info.fragments[s.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes as readonly FieldNode[]) visit(node.selectionSet);
  return names;
}

/** The property of a row that holds the count of a relation read with it (`_count { rel }`). */
export const countProperty = (relation: string) => `__count:${relation}`;

/**
 * The relations counted under `_count` in these selections (fragments included), as the
 * property names the reader fills (countProperty): they are read in the row's statement.
 */
export function selectedCounts(fragments: GraphQLResolveInfo['fragments'], nodes: readonly FieldNode[]): string[] {
  const counts = new Set<string>();
  const collect = (set: SelectionSetNode | undefined, inCount: boolean) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === 'Field') {
        if (inCount) counts.add(countProperty(s.name.value));
        else if (s.name.value === '_count') collect(s.selectionSet, true);
      } else if (s.kind === 'InlineFragment') collect(s.selectionSet, inCount);
      else if (s.kind === 'FragmentSpread') collect(fragments[s.name.value]?.selectionSet, inCount);
    }
  };
  for (const node of nodes) collect(node.selectionSet, false);
  return [...counts];
}
