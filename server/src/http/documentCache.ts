/**
 * Parsed and validated documents, per endpoint, in place of Yoga's own cache (turned off in
 * yoga.ts): a screen sends the same few documents again and again, and Yoga's cache cost about
 * 3 % of a screen's CPU on every request, in its LRU's clock and in joining the names of the
 * validation rules into a key (issue 28). Here a document's text finds its parsed document in a
 * Map, and the parsed document (the same object each time) finds its validation in a WeakMap.
 *
 * The validation is kept by document only: each endpoint has its own schema and plugin, and its
 * validation rules (GraphQL's, the limits', no introspection) are the same on every request.
 * Past MAX_DOCUMENTS texts the oldest is forgotten (and parsed again if it comes back).
 */
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const MAX_DOCUMENTS = 1024;

function remember<T>(map: Map<string, T>, key: string, value: T) {
  if (map.size >= MAX_DOCUMENTS) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

export function documentCachePlugin(): Plugin {
  const documents = new Map<string, DocumentNode>();
  const parseErrors = new Map<string, unknown>();
  const validations = new WeakMap<DocumentNode, readonly Error[]>();
  return {
    onParse({ params, setParsedDocument }) {
      const source = typeof params.source === 'string' ? params.source : params.source.body;
      const document = documents.get(source);
      if (document) return void setParsedDocument(document);
      const error = parseErrors.get(source);
      if (error) throw error;
      return ({ result }) => {
        if (result == null) return;
        if (result instanceof Error) remember(parseErrors, source, result);
        else remember(documents, source, result as DocumentNode);
      };
    },
    onValidate({ params: { documentAST }, setResult }) {
      const known = validations.get(documentAST);
      if (known) return void setResult(known);
      return ({ result }) => {
        if (result != null) validations.set(documentAST, result);
      };
    },
  };
}
