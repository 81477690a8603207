/**
 * A model's policy and hooks are typed by its Drizzle table (issue 43, item 5): a grant may name
 * only the table's columns and the model's relations and computed fields, a hook only its columns. The `@ts-expect-error` lines
 * are the test that counts: `tsc -p server` fails if the misspelled fields below stop failing.
 */
import { describe, expect, it } from 'vitest';
import type { EntityPolicy, FieldOf } from '../../../auth/policy';
import { calEvents, projects } from '../../../db/schema';
import { projectHooks } from '../../../modules/projects/rules';
import { defineModel, type ModelHooks, type RowOf } from '../model';

describe("a model's policy fields", () => {
  it('are the fields of its table, relations and computed fields', () => {
    const policy: EntityPolicy<FieldOf<typeof calEvents>> = {
      read: { webEditor: [{ rows: 'all', fields: ['title', 'date'] }] },
      // @ts-expect-error: no column "titel"
      create: { webEditor: { fields: ['titel'] } },
    };
    const model = defineModel({ name: 'TypedEvents', table: calEvents, policy });
    expect(model.policy.read.webEditor?.[0].fields).toEqual(['title', 'date']);
  });

  it('may not be typed with fields the model does not have', () => {
    const policy: EntityPolicy<FieldOf<typeof calEvents, 'organiser'>> = { read: { webEditor: [{ rows: 'all', fields: ['organiser'] }] } };
    // @ts-expect-error: the model has no relation or computed field "organiser"
    const model = defineModel({ name: 'TypedEvents', table: calEvents, policy });
    expect(model.name).toBe('TypedEvents');
  });
});

describe("a model's hooks", () => {
  it("see the rows of its table by column name", () => {
    const hooks: ModelHooks<RowOf<typeof calEvents>> = {
      beforeWrite({ data }) {
        data.title = String(data.title).trim();
        // @ts-expect-error: no column "titel"
        data.titel = '';
      },
    };
    const model = defineModel({ name: 'TypedEvents', table: calEvents, policy: { read: {} }, hooks });
    expect(model.hooks).toBe(hooks);
  });

  it("of a module name its table's columns, and fit only a model of that table", () => {
    const hooks: ModelHooks<RowOf<typeof projects>> = {
      beforeWrite({ data }) {
        data.project_num = 'P-1';
        // @ts-expect-error: the column is project_num, not projectNum
        data.projectNum = 'P-1';
      },
    };
    expect(defineModel({ name: 'TypedProjects', table: projects, policy: { read: {} }, hooks: projectHooks }).hooks).toBe(projectHooks);
    // @ts-expect-error: a project's hooks on an events model
    const wrong = defineModel({ name: 'TypedEvents', table: calEvents, policy: { read: {} }, hooks });
    expect(wrong.hooks).toBe(hooks);
  });
});
