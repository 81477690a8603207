import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorCodeOf, hasErrorCode, userMessageOf } from './errors';

// errors.ts recognises Apollo's GraphQL errors without importing Apollo; these are real instances.
const refused = new CombinedGraphQLErrors({
  data: null,
  errors: [{ message: 'Invalid email or password.', extensions: { code: 'UNAUTHENTICATED' } }],
});

describe('API errors', () => {
  it("reads the server's code and message from Apollo's GraphQL errors", () => {
    expect(errorCodeOf(refused)).toBe('UNAUTHENTICATED');
    expect(hasErrorCode(refused, 'UNAUTHENTICATED')).toBe(true);
    expect(hasErrorCode(refused, 'FORBIDDEN')).toBe(false);
    expect(userMessageOf(refused, 'Something went wrong.')).toBe('Invalid email or password.');
  });

  it('finds a code in any of the errors, and reads the message of the first', () => {
    const two = new CombinedGraphQLErrors({
      data: null,
      errors: [
        { message: 'Enter a date.', extensions: { code: 'BAD_USER_INPUT' } },
        { message: 'Not allowed.', extensions: { code: 'FORBIDDEN' } },
      ],
    });
    expect(errorCodeOf(two)).toBe('BAD_USER_INPUT');
    expect(hasErrorCode(two, 'FORBIDDEN')).toBe(true);
    expect(userMessageOf(two, 'fallback')).toBe('Enter a date.');
  });

  it('uses the fallback for failures that are not answers from the API', () => {
    const serverDown = new ServerError('Response not successful: Received status code 502', {
      response: new Response('', { status: 502 }),
      bodyText: '',
    });
    // Looks like GraphQL errors but is not Apollo's: its message is not meant for users.
    const lookalike = Object.assign(new Error('boom'), { errors: [{ message: 'internal detail', extensions: { code: 'FORBIDDEN' } }] });
    for (const error of [serverDown, lookalike, new TypeError('Failed to fetch'), 'text', null, undefined]) {
      expect(errorCodeOf(error)).toBeUndefined();
      expect(hasErrorCode(error, 'FORBIDDEN')).toBe(false);
      expect(userMessageOf(error, 'Something went wrong.')).toBe('Something went wrong.');
    }
  });
});
