/** The search box's query: the text and how many hits of each kind. */
import { z } from 'zod';

export const searchArgs = { text: z.string(), limit: z.number().int().nullish() };
