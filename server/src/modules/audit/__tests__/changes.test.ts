/**
 * A record's field masks in its history follow the grant that admits its row (decision 0130): a
 * plain user's users policy has two grants (their own row in full, every row's directory fields),
 * so whose record it is decides which fields show. No role holding history.view has such a
 * policy today, so this is checked on the masks themselves, with the flags Reader.recordAccess reads.
 */
import { describe, expect, it } from 'vitest';
import { scalarFields } from '../../../graphql/crud/model';
import { DIRECTORY_FIELDS } from '../../users/policy';
import { projectModel } from '../../projects/models';
import { userModel } from '../../users/models';
import { fieldsShown } from '../changes';

const directory = [...scalarFields(userModel).keys()].filter((f) => (DIRECTORY_FIELDS as readonly string[]).includes(f));

describe('fieldsShown', () => {
  it("shows a user's own record in full, another's directory fields, and a deleted one's directory fields", () => {
    expect([...fieldsShown(userModel, 'user', { visible: true, __g0: true, __g1: true })]).toEqual([...scalarFields(userModel).keys()]);
    expect([...fieldsShown(userModel, 'user', { visible: true, __g0: false, __g1: true })]).toEqual(directory);
    expect([...fieldsShown(userModel, 'user', null)]).toEqual(directory);
    expect(directory).toEqual(expect.arrayContaining(['id', 'firstName', 'lastName']));
    expect(directory).not.toContain('phone');
  });

  it("shows no field of a deleted record to a role without a grant over every row: an admin's projects", () => {
    expect([...fieldsShown(projectModel, 'admin', { visible: true })]).toEqual(['id', 'project_num', 'name']);
    expect([...fieldsShown(projectModel, 'admin', null)]).toEqual([]);
    expect(fieldsShown(projectModel, 'superAdmin', null).has('phone')).toBe(true);
  });
});
