/**
 * Checks one scalar value against its column: required, length, enumeration, one line. Text is
 * trimmed; an empty text becomes NULL where the column allows it and is refused where it is
 * required. A single-line field (names, titles: model.ts) holding a line break or another control
 * character is refused, so no write path can put a fake header line into an e-mail (decision 0068).
 */
import { isSingleLine, notSingleLineMessage } from '@portal/common';
import { badInput } from '../errors';
import type { ModelDef, ScalarField } from './model';
import { label } from './labels';

export function validateScalar(model: ModelDef, field: ScalarField, value: unknown): unknown {
  const name = label(field.name);
  let v = value;
  if (typeof v === 'string' && field.type === 'String') {
    v = v.trim();
    if (v === '') v = null;
  }
  if (v === null || v === undefined) {
    if (!field.nullable) throw badInput(`${name} is required.`);
    return null;
  }
  if (field.type === 'String' && typeof v === 'string') {
    if (field.maxLength && v.length > field.maxLength) throw badInput(`${name} must be at most ${field.maxLength} characters.`);
    if (field.singleLine && !isSingleLine(v)) throw badInput(notSingleLineMessage(name));
    if (field.enumValues && !field.enumValues.includes(v)) {
      throw badInput(`${name} must be one of: ${field.enumValues.join(', ')}.`);
    }
  }
  if ((field.type === 'Int' || field.type === 'Float') && !Number.isFinite(v as number)) {
    throw badInput(`${name} must be a number.`);
  }
  if (field.type === 'Int' && (Math.abs(v as number) > 2_147_483_647)) throw badInput(`${name} is too large.`);
  return v;
}
