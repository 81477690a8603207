import { describe, expect, it } from 'vitest';
import { optionalUrlSchema, portalSettingsInputSchema, problemOf, requiredUrlSchema } from '../settings';

describe('portal settings schema (the form and the server use the same one)', () => {
  it('accepts http(s) addresses and, where optional, empty', () => {
    expect(problemOf(optionalUrlSchema, '')).toBe('');
    expect(problemOf(requiredUrlSchema, ' https://learn.example.com/a?b=1 ')).toBe('');
    expect(problemOf(requiredUrlSchema, '')).toBe('Enter the address.');
    expect(problemOf(optionalUrlSchema, 'javascript:alert(1)')).toBe('Use an address starting with http:// or https://.');
    expect(problemOf(optionalUrlSchema, `https://x.example.com/${'a'.repeat(500)}`)).toBe('At most 500 characters.');
  });

  it('refuses more than 20 quick links, empty labels and unknown shapes of input', () => {
    const link = { label: 'Store', url: 'https://store.example.com' };
    expect(portalSettingsInputSchema.safeParse({ quickLinks: Array(20).fill(link) }).success).toBe(true);
    expect(portalSettingsInputSchema.safeParse({ quickLinks: Array(21).fill(link) }).success).toBe(false);
    const empty = portalSettingsInputSchema.safeParse({ quickLinks: [{ label: ' ', url: link.url }] });
    expect(empty.success ? '' : empty.error.issues[0].message).toBe('Enter the link text.');
    expect(portalSettingsInputSchema.safeParse({ learningSiteUrl: 42 }).success).toBe(false);
  });
});
