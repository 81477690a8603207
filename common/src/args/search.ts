/** The search box's query: the text (trimmed, at most 100 characters) and how many hits of each kind (1-10, default 5). */
import { z } from 'zod';

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 10;

const LIMIT_MESSAGE = `limit must be between 1 and ${SEARCH_MAX_LIMIT}.`;

export const searchArgs = {
  text: z.string().trim().max(SEARCH_MAX_LENGTH, `Search for at most ${SEARCH_MAX_LENGTH} characters.`),
  limit: z
    .number()
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(SEARCH_MAX_LIMIT, LIMIT_MESSAGE)
    .nullish()
    .transform((limit) => limit ?? SEARCH_DEFAULT_LIMIT),
};
