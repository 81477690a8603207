import type { ModelDef } from './model';
import { scalarFields } from './model';

declare module '../context' {
  interface AppContext {
    /** The models of the generic API, for hand-written operations that read or write through it. */
    registry: ModelRegistry;
  }
}

/** All models of the API, by GraphQL name. Built once at start-up from the modules' lists. */
export class ModelRegistry {
  private readonly models = new Map<string, ModelDef>();
  /** Client messages for constraint violations, from every model. */
  readonly constraintMessages: Record<string, string> = {};

  constructor(models: readonly ModelDef[]) {
    for (const m of models) {
      if (this.models.has(m.name)) throw new Error(`Model ${m.name} is defined twice`);
      this.models.set(m.name, m);
    }
    for (const m of models) this.check(m);
    for (const m of models) Object.assign(this.constraintMessages, m.constraintMessages ?? {});
  }

  get(name: string): ModelDef {
    const m = this.models.get(name);
    if (!m) throw new Error(`Unknown model ${name}`);
    return m;
  }

  all(): ModelDef[] {
    return [...this.models.values()];
  }

  private check(m: ModelDef) {
    const fields = scalarFields(m);
    for (const [rel, def] of Object.entries(m.relations ?? {})) {
      const target = this.get(def.target);
      const targetFields = scalarFields(target);
      const local = def.kind === 'one' ? fields : targetFields;
      const remote = def.kind === 'one' ? targetFields : fields;
      if (!local.has(def.field)) throw new Error(`${m.name}.${rel}: no key field ${def.field}`);
      if (!remote.has(def.references ?? 'id')) throw new Error(`${m.name}.${rel}: no referenced field ${def.references}`);
      if (fields.has(rel)) throw new Error(`${m.name}.${rel}: relation name clashes with a column`);
    }
    for (const f of m.serverSet ?? []) if (!fields.has(f)) throw new Error(`${m.name}: serverSet field ${f} unknown`);
  }
}
