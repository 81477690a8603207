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
