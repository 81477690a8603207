import { describe, expect, it } from 'vitest';
import { getNamedType, isInputObjectType, isObjectType, type GraphQLNamedType } from 'graphql';
import { modules } from '../../modules';
import { buildSchemas } from '../schema';
import { statusScalar } from '../scalars';

const api = buildSchemas(modules).api;
const fieldType = (type: string, field: string) => {
  const t = api.getType(type) as GraphQLNamedType;
  if (!isObjectType(t) && !isInputObjectType(t)) throw new Error(type);
  return getNamedType(t.getFields()[field].type).name;
};

describe('status scalars (docs/decisions/0099)', () => {
  it('type the status of each workflow on its object type only: arguments, filters and updates stay String', () => {
    for (const [model, scalar] of [['Evaluation', 'EvaluationStatus'], ['Review', 'ReviewStatus'], ['Goal', 'GoalStatus'], ['UserFollowup', 'FollowUpStatus']]) {
      expect(fieldType(model, 'status')).toBe(scalar);
      expect(fieldType(`${model}WhereInput`, 'status')).toBe('StringFilter');
      expect(fieldType(`${model}UpdateInput`, 'status')).toBe('StringFieldUpdateOperationsInput');
      expect(fieldType(`${model}CreateInput`, 'status')).toBe('String');
    }
  });

  it('send the status as the plain string it is', () => {
    const scalar = statusScalar('S', ['Active', 'COMPLETED'], "A thing's status");
    expect(scalar.serialize('COMPLETED')).toBe('COMPLETED');
    expect(scalar.parseValue('Active')).toBe('Active');
    expect(() => scalar.parseValue('Done')).toThrow("A thing's status must be one of: Active, COMPLETED.");
  });
});
