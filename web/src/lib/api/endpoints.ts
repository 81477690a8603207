/** The two GraphQL endpoints; an operation picks the HR one with `context: FOUNDATION_CONTEXT`. */
export const API_PATH = '/api';
export const FOUNDATION_API_PATH = '/foundation-api';

export const FOUNDATION_CONTEXT = { endpoint: 'foundation' } as const;

export function endpointFor(context: Record<string, unknown>): string {
  return context.endpoint === 'foundation' ? FOUNDATION_API_PATH : API_PATH;
}
