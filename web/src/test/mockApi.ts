import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

export type MockAnswer = { data: unknown } | { errors: { message: string; code: string; extensions?: Record<string, unknown> }[] };
export type MockHandler = (variables: Record<string, unknown>) => MockAnswer | Promise<MockAnswer>;

interface MockCall {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

/** A transport that answers operations by name, as the server would, and records the calls. */
export function createMockTransport(handlers: Record<string, MockHandler>) {
  const calls: MockCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
        calls.push({ operationName: name, variables: operation.variables, headers });
        const handler = handlers[name];
        if (!handler) {
          observer.error(new Error(`No mock for operation ${name}`));
          return;
        }
        Promise.resolve(handler(operation.variables)).then((answer) => {
          if ('errors' in answer) {
            observer.next({ data: null, errors: answer.errors.map((e) => ({ message: e.message, extensions: { ...e.extensions, code: e.code } })) });
          } else {
            observer.next({ data: answer.data as Record<string, unknown> });
          }
          observer.complete();
        }, (error: unknown) => observer.error(error)); // a rejected handler is a network failure
      }),
  );
  return { link, calls };
}

export const unauthenticated = (message = 'Not authorized.'): MockAnswer => ({ errors: [{ message, code: 'UNAUTHENTICATED' }] });
