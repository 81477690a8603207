/**
 * Answers written by the SQL statement (graphql/crud/answerText.ts, decision 0105), as the
 * last step of the pipeline: this plugin replaces the execution of a query whose one root
 * field is a generic read the statement can answer, after every other plugin's execute hook
 * (the row and filter budgets, the metrics) has run. Parsing, validation, the context (the
 * session), the limits and the error masking are untouched. Anything the statement cannot
 * answer is executed as before.
 *
 * With `verify` (VERIFY_SQL_ANSWERS=1, set for the server suite in vitest.config.ts) every
 * written answer is also executed, and a difference fails the request: the suite proves the
 * two paths give the same bytes on everything it asks.
 */
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { withoutCounting } from '../db/client';
import type { AppContext } from '../graphql/context';
import { answerStatements, answerText, type GenericReadOf } from '../graphql/crud/answerText';
import { CompiledAnswerMismatch } from '../graphql/crud/compiledAnswers';
import type { ModelRegistry } from '../graphql/crud/registry';

/** A result whose body is the given text (Yoga and the JSON fast path both honour `stringify`). */
function writtenResult(text: string): ExecutionResult {
  let data: unknown;
  const result = {
    stringify: (value: unknown) => (value === result ? text : JSON.stringify(value)),
  } as ExecutionResult & { stringify: (value: unknown) => string };
  // Parsed only if something reads it (tests; nothing on the way to the client does).
  Object.defineProperty(result, 'data', { enumerable: true, get: () => (data ??= (JSON.parse(text) as ExecutionResult).data) });
  return result;
}

let written = 0;
/** How many answers this process has written by SQL (the tests check that a request took this path). */
export const answersWrittenBySql = () => written;

export function sqlAnswersPlugin(registry: ModelRegistry, genericReadOf: GenericReadOf, verify: boolean): Plugin {
  const statements = answerStatements(verify);
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args) => {
        // Any error means: executed below, which answers as GraphQL does (an error, usually).
        const text = await answerText(registry, genericReadOf, statements, args.contextValue as AppContext, args).catch((error: unknown) => {
          // A compiled statement that differs from a fresh build is a fault to surface (the tests), not a fallback.
          if (error instanceof CompiledAnswerMismatch) throw error;
          return null;
        });
        if (text === null) return executeFn(args);
        if (verify) {
          const expected = JSON.stringify(await withoutCounting(async () => executeFn(args)));
          if (expected !== text) {
            const message = `An answer written by SQL differs from the executed one.\nwritten:  ${text}\nexecuted: ${expected}`;
            process.stderr.write(`${message}\n`);
            throw new Error(message);
          }
        }
        written += 1;
        return writtenResult(text);
      });
    },
  };
}
