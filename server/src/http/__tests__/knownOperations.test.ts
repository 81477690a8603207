/**
 * The operation names /metrics labels (decision 0132): the web app's, as `npm run schema:print`
 * found them in web/src, and the root fields each endpoint serves (the specification's calls).
 */
import { describe, expect, it } from 'vitest';
import { buildSchemas } from '../../graphql/schema';
import { modules } from '../../modules';
import { webOperationNames } from '../../printSchema';
import webOperations from '../../../../schema/web-operations.json';
import { knownOperationNames } from '../knownOperations';

describe('known operation names', () => {
  it('are the web app\'s operations as committed, including those outside graphql() (the uploads)', () => {
    const found = webOperationNames();
    expect(webOperations.operations, 'schema/web-operations.json is out of date: run npm run schema:print').toEqual(found);
    expect(found).toEqual(expect.arrayContaining(['CheckAuth', 'Login', 'EmployeeBaseballCard', 'UploadFile', 'UploadImage']));
    expect(found.length).toBeGreaterThan(100);
  });

  it('add each endpoint\'s own root fields', () => {
    const { api, foundation } = buildSchemas(modules);
    const apiNames = knownOperationNames(api);
    const foundationNames = knownOperationNames(foundation);
    for (const name of ['CheckAuth', 'checkAuth', 'login', 'findManyCodes', 'createOneCodes']) expect(apiNames.has(name), name).toBe(true);
    expect(foundationNames.has('CheckAuth')).toBe(true);
    expect(foundationNames.has('birthdays')).toBe(true);
    expect(foundationNames.has('createOneCodes')).toBe(false);
    expect(apiNames.has('other')).toBe(false);
  });
});
