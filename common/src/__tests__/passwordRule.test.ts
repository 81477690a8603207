import { describe, expect, it } from 'vitest';
import { passwordRuleProblem } from '../passwordRule';

describe('passwordRuleProblem', () => {
  it('asks for ten characters with letters and digits', () => {
    expect(passwordRuleProblem('short1')).toMatch(/at least 10/);
    expect(passwordRuleProblem('onlyletterss')).toMatch(/letters and numbers/);
    expect(passwordRuleProblem('1234567890')).toMatch(/letters and numbers/);
    expect(passwordRuleProblem('DemoPass2026')).toBeNull();
  });
});
