import { describe, expect, it } from 'vitest';
import { assignmentWhere, NO_ASSIGNMENT_FILTERS, shortJobTitle } from './assignmentFilters';
import { canSaveProject, EMPTY_PROJECT, projectInput, projectWhere, NO_PROJECT_FILTERS } from './projectForm';

const complete = { ...EMPTY_PROJECT, project_num: 'P-1', name: 'Tower', manager: 'Ann', supervisor: 'Sam', address: '1 Main', city: 'Providence', state: 'RI', zip: '02903' };

describe('project forms', () => {
  it('Create needs the eight fields; Edit also the phone', () => {
    expect(canSaveProject(complete, 'create')).toBe(true);
    expect(canSaveProject({ ...complete, manager: '' }, 'create')).toBe(false);
    expect(canSaveProject(complete, 'edit')).toBe(false);
    expect(canSaveProject({ ...complete, phone: '(401) 555-0100' }, 'edit')).toBe(true);
    // Decision 0152: one shape, (###) ###-####.
    expect(canSaveProject({ ...complete, phone: '401-555-0100' }, 'edit')).toBe(false);
    expect(canSaveProject({ ...complete, project_num: '2' }, 'create')).toBe(false);
    expect(canSaveProject({ ...complete, project_num: 'A' }, 'create')).toBe(true);
  });

  it('strips digits from the state and non-digits from the zip as you type', () => {
    expect(projectInput('state', 'r1i')).toBe('RI');
    expect(projectInput('zip', '02-903-77')).toBe('02903');
    expect(projectInput('name', ' Tower 7 ')).toBe(' Tower 7 ');
  });

  it('filters projects by contains and by derived status', () => {
    expect(projectWhere({ ...NO_PROJECT_FILTERS, placeholders: 'yes', name: ' tow ', status: 'Active' })).toEqual({ AND: [{ name: { contains: 'tow', mode: 'insensitive' } }, { status: { equals: 'Active' } }] });
  });

  it('leaves out the placeholder projects and incomplete rows unless asked (the list and Projects.csv)', () => {
    expect(projectWhere(NO_PROJECT_FILTERS)).toEqual({
      AND: [{ name: { notIn: ['Disability', 'Vacation', 'Not Assigned'] } }, { project_num: { not: null } }, { manager: { not: null } }, { supervisor: { not: null } }],
    });
    expect(projectWhere({ ...NO_PROJECT_FILTERS, placeholders: 'yes' })).toEqual({ AND: [] });
  });
});

describe('assignment list', () => {
  it('drops the text after a hyphen or en dash from job titles', () => {
    expect(shortJobTitle('Foreman - Field')).toBe('Foreman');
    expect(shortJobTitle('Electrician – Apprentice 2')).toBe('Electrician');
    expect(shortJobTitle(null)).toBe('');
  });

  it('asks for project filtering and distance only with a project', () => {
    expect(assignmentWhere({ ...NO_ASSIGNMENT_FILTERS, isGetDistanceQuery: 'yes' })).toMatchObject({ projectId: null, isGetDistanceQuery: false });
    expect(assignmentWhere({ ...NO_ASSIGNMENT_FILTERS, projectId: '7', isGetDistanceQuery: 'yes', certifications: '3,4' })).toMatchObject({
      projectId: 7,
      isGetDistanceQuery: true,
      isFilterEmployee: false,
      certifications: [3, 4],
    });
  });
});
