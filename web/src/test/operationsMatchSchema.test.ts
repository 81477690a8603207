/**
 * Every GraphQL operation the web app sends is checked against the printed server schema
 * (`schema/*.graphql`, which CI keeps in step with the server). Mocks answer by operation name,
 * so without this a renamed argument would pass every web test and fail in the browser. (Result
 * fields are also checked by the compiler: see web/src/graphql.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, Kind, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.resolve(here, '..');
const schemaDir = path.resolve(webSrc, '../../schema');
const schemas: Record<string, GraphQLSchema> = {
  api: buildSchema(fs.readFileSync(path.join(schemaDir, 'api.graphql'), 'utf8')),
  foundation: buildSchema(fs.readFileSync(path.join(schemaDir, 'foundation.graphql'), 'utf8')),
};

// Operations live in `*operations.ts` modules (and the company-day hook).
const modules = {
  ...import.meta.glob('../**/*{operations,Operations}.ts', { eager: true }),
} as Record<string, Record<string, unknown>>;

const isDocument = (value: unknown): value is DocumentNode => typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;

const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isDocument(value))
    .map(([name, value]) => ({ file: path.relative(webSrc, path.resolve(here, file)), name, document: value as DocumentNode })),
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('web operations against the server schema', () => {
  it('finds every module that defines an operation', () => {
    const defining = sourceFiles(webSrc)
      .filter((file) => /\b(graphql|foundationGraphql|gql)\(?`/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(webSrc, file));
    const checked = new Set(documents.map((d) => d.file));
    expect(defining.filter((file) => !checked.has(file))).toEqual([]);
    expect(documents.length).toBeGreaterThan(50);
  });

  it.each(documents.map((d) => [`${d.file} ${d.name}`, d.document] as const))('%s is valid against the API or the HR endpoint', (_name, document) => {
    const errors = Object.fromEntries(Object.entries(schemas).map(([endpoint, schema]) => [endpoint, validate(schema, document).map((e) => e.message)]));
    const validSomewhere = Object.values(errors).some((list) => list.length === 0);
    expect(validSomewhere ? [] : errors.api).toEqual([]);
  });
});
