/**
 * The GraphQL SDL of an operation's arguments, generated from their zod schemas, so an argument
 * is declared once: its wire type, its validation and its TypeScript type come from one schema.
 *
 * - string, enum and string literal → String (the wire keeps plain strings, decision 0098);
 *   number → Int when it is an integer, Float otherwise; boolean → Boolean; array → [T!].
 * - optional / nullable / default → the type without `!` (a default also shows in the SDL).
 * - A schema given a GraphQL name with `graphqlType` travels as that type: an input object's
 *   definition is generated from its shape; any other named schema (Date, ID, the generic
 *   layer's where and orderBy inputs) refers to a type defined elsewhere.
 * - Descriptions come from zod's `.describe()`.
 */
import { z } from 'zod';
import { graphqlNames as names } from '@portal/common';

// The names live in common with the argument schemas that use them (decision 0146).
export { graphqlType } from '@portal/common';

/**
 * An argument's or field's `.describe()` text, also when written inside `.nullish()` or
 * `.default()`; a named type's own description describes the type, not each use of it.
 */
function descriptionOf(schema: z.ZodType): string | undefined {
  for (let current: z.ZodType | undefined = schema; current; ) {
    if (names.has(current)) return undefined;
    const description = z.globalRegistry.get(current)?.description;
    if (description) return description;
    const def = defOf(current);
    current = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as z.ZodType | undefined;
  }
  return undefined;
}

function quote(description: string | undefined, indent: string): string {
  return description ? `${indent}${JSON.stringify(description)}\n` : '';
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>;

function defOf(schema: z.ZodType): Def {
  return schema._zod.def as Def;
}

/** Collects the input object types an operation's arguments use, once each. */
export class InputTypes {
  private readonly defined = new Map<string, z.ZodType>();
  private readonly sdl: string[] = [];

  /** The argument's GraphQL type, e.g. `Int!` or `[AnswerInput!]`. */
  typeOf(schema: z.ZodType, where: string): string {
    const { type, nullable, defaultValue } = this.unwrap(schema, where);
    return `${type}${nullable ? '' : '!'}${defaultValue === undefined ? '' : ` = ${JSON.stringify(defaultValue)}`}`;
  }

  /** The SDL of every input object met so far. */
  definitions(): string {
    return this.sdl.join('\n');
  }

  private unwrap(schema: z.ZodType, where: string): { type: string; nullable: boolean; defaultValue?: unknown } {
    let current = schema;
    let nullable = false;
    let defaultValue: unknown;
    for (;;) {
      const def = defOf(current);
      const name = names.get(current)?.name;
      if (name) return { type: this.named(name, current), nullable, defaultValue };
      switch (def.type) {
        case 'optional':
        case 'nullable':
          nullable = true;
          current = def.innerType as z.ZodType;
          continue;
        case 'default':
          nullable = true;
          defaultValue = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
          current = def.innerType as z.ZodType;
          continue;
        case 'pipe':
          current = def.in as z.ZodType;
          continue;
        case 'readonly':
        case 'catch':
        case 'nonoptional':
          current = def.innerType as z.ZodType;
          continue;
        default:
          return { type: this.leaf(current, def, where), nullable, defaultValue };
      }
    }
  }

  private leaf(schema: z.ZodType, def: Def, where: string): string {
    switch (def.type) {
      case 'string':
      case 'enum':
        return 'String';
      case 'literal':
        if ((def.values as unknown[]).every((v) => typeof v === 'string')) return 'String';
        break;
      case 'number':
        return (schema as z.ZodNumber).isInt ? 'Int' : 'Float';
      case 'boolean':
        return 'Boolean';
      case 'array':
        return `[${this.typeOf(def.element as z.ZodType, where)}]`;
    }
    throw new Error(`${where}: a ${def.type} schema has no GraphQL type; give it one with graphqlType(name, schema)`);
  }

  private named(name: string, schema: z.ZodType): string {
    const def = defOf(schema);
    if (def.type !== 'object') return name;
    const known = this.defined.get(name);
    if (known === schema) return name;
    if (known) throw new Error(`Two different schemas are named ${name}`);
    this.defined.set(name, schema);
    const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
    const fields = Object.entries(shape).map(([field, fieldSchema]) => `${quote(descriptionOf(fieldSchema), '  ')}  ${field}: ${this.typeOf(fieldSchema, `${name}.${field}`)}`);
    this.sdl.push(`${quote(z.globalRegistry.get(schema)?.description, '')}input ${name} {\n${fields.join('\n')}\n}`);
    return name;
  }
}

/** `(a: Int!, "what b is" b: String)`, or nothing without arguments. */
export function argumentsSdl(shape: z.ZodRawShape, inputs: InputTypes, where: string): string {
  const args = Object.entries(shape).map(([name, schema]) => {
    const description = descriptionOf(schema as z.ZodType);
    return `${description ? `${JSON.stringify(description)} ` : ''}${name}: ${inputs.typeOf(schema as z.ZodType, `${where}(${name})`)}`;
  });
  return args.length ? `(${args.join(', ')})` : '';
}
