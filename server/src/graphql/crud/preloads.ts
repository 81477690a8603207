/**
 * Which relations a GraphQL selection asks for, so the reader can load them inside the same SQL
 * statement as their parents (JSON per row) instead of one statement per relation and level.
 * A relation found here is preloaded; anything else (deeper than MAX_PRELOAD_DEPTH, or reached
 * through a hand-written wrapper type) still comes from the batched loaders.
 */
import { getArgumentValues, isObjectType, type FieldNode, type GraphQLObjectType, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { scalarFields, type ModelDef } from './model';
import { selectedCounts } from './selection';
import type { ModelRegistry } from './registry';
import type { FindArgs } from './findArgs';

/** Levels of relations loaded in one statement (a card: user → licenses → codes is 2). */
const MAX_PRELOAD_DEPTH = 3;

export interface Preload {
  /** The field's response key (its alias, else its name): where the parent row keeps the result. */
  key: string;
  relation: string;
  args: FindArgs;
  /** Computed fields and relation counts (countProperty) selected on the related rows. */
  computed: string[];
  /** Scalar fields selected on the related rows (the reader selects those, ids and join keys). */
  fields: string[];
  nested: Preload[];
}

/** The row property a preloaded relation is kept under. */
export const preloadProperty = (responseKey: string) => `__rel:${responseKey}`;

/** Fields under the given nodes by response key (fragments followed), in selection order. */
function fieldsByResponseKey(info: GraphQLResolveInfo, nodes: readonly FieldNode[]): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === 'Field') {
        const key = s.alias?.value ?? s.name.value;
        fields.set(key, [...(fields.get(key) ?? []), s]);
      } else if (s.kind === 'InlineFragment') visit(s.selectionSet);
      else if (s.kind === 'FragmentSpread') visit(info.fragments[s.name.value]?.selectionSet);
    }
  };
  for (const node of nodes) visit(node.selectionSet);
  return fields;
}

/**
 * What a hand-written operation returning a model's rows should read with them: the computed
 * fields and relations its selection asks for (pass both to the Reader), so the answer is one
 * statement as for the generic operations.
 */
export function selectionOf(registry: ModelRegistry, model: ModelDef, info: GraphQLResolveInfo, under?: string): { computed: string[]; preloads: Preload[]; fields: string[] } {
  // `under`: the rows sit in a field of a wrapper type (a report's page: { rows { ... } total }).
  const nodes = under ? [...fieldsByResponseKey(info, info.fieldNodes).values()].flat().filter((n) => n.name.value === under) : info.fieldNodes;
  const selected = new Set([...fieldsByResponseKey(info, nodes).values()].map((n) => n[0].name.value));
  return {
    computed: [...Object.keys(model.computed ?? {}).filter((c) => selected.has(c)), ...(model.relations ? selectedCounts(info.fragments, nodes) : [])],
    preloads: preloadsOf(registry, model, info, nodes),
    fields: [...scalarFields(model).keys()].filter((f) => selected.has(f)),
  };
}

/** The relations selected under `nodes` (fields of `model`'s object type), with their arguments. */
export function preloadsOf(registry: ModelRegistry, model: ModelDef, info: GraphQLResolveInfo, nodes: readonly FieldNode[] = info.fieldNodes, depth = 1): Preload[] {
  if (depth > MAX_PRELOAD_DEPTH || !model.relations) return [];
  const type = info.schema.getType(model.name);
  if (!isObjectType(type)) return [];
  const preloads: Preload[] = [];
  for (const [key, fieldNodes] of fieldsByResponseKey(info, nodes)) {
    const name = fieldNodes[0].name.value;
    const relation = model.relations[name];
    if (!relation) continue;
    const target = registry.get(relation.target);
    const fieldDef = (type as GraphQLObjectType).getFields()[name];
    const args = relation.kind === 'one' ? {} : (getArgumentValues(fieldDef, fieldNodes[0], info.variableValues) as FindArgs);
    const selected = new Set([...fieldsByResponseKey(info, fieldNodes).values()].map((n) => n[0].name.value));
    const computed = [...Object.keys(target.computed ?? {}).filter((c) => selected.has(c)), ...(target.relations ? selectedCounts(info.fragments, fieldNodes) : [])];
    const fields = [...scalarFields(target).keys()].filter((f) => selected.has(f));
    preloads.push({ key, relation: name, args, computed, fields, nested: preloadsOf(registry, target, info, fieldNodes, depth + 1) });
  }
  return preloads;
}
