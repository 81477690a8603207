import { graphql, type FragmentOf, type ResultOf, type VariablesOf } from '../../graphql';

const CATALOGUE_CODE_FIELDS = graphql(`
  fragment CatalogueCodeFields on Codes {
    id
    title
    entity
    points
    expirationType
    description
    state
    level
    lookupCode
    _count {
      licenses
      certifications
      skills
      deccoUCourses
    }
  }
`);

/**
 * A code of the catalogue as the catalogue screens show and edit it: expirationType 'manual' (an
 * expiration date is entered for each holder) or 'none'; `_count`, how many employees hold it per
 * group (a held code keeps its expiration type).
 */
export type CatalogueCode = FragmentOf<typeof CATALOGUE_CODE_FIELDS>;

export const QUALIFICATION_CODES = graphql(`
  query QualificationCodes($entity: String!, $orderBy: [CodesOrderByWithRelationInput!], $take: Int, $skip: Int) {
    findManyCodes(where: { entity: { equals: $entity } }, orderBy: $orderBy, take: $take, skip: $skip) {
      ...CatalogueCodeFields
    }
    aggregateCodes(where: { entity: { equals: $entity } }) {
      _count {
        _all
      }
    }
  }
`, [CATALOGUE_CODE_FIELDS]);

/** One code, for the catalogue's `?code=` link (the top bar's search opens a code this way). */
export const CATALOGUE_CODE = graphql(`
  query CatalogueCode($id: Int!) {
    findUniqueCodes(where: { id: $id }) {
      ...CatalogueCodeFields
    }
  }
`, [CATALOGUE_CODE_FIELDS]);

/** Codes of a category with the same title (any case): the duplicate check before saving. */
export const CODES_WITH_TITLE = graphql(`
  query CodesWithTitle($entity: String!, $title: String!) {
    findManyCodes(where: { entity: { equals: $entity }, title: { equals: $title, mode: insensitive } }) {
      id
      title
      level
      state
    }
  }
`);

export const CREATE_CODE = graphql(`
  mutation CreateCode($data: CodesCreateInput!) {
    createOneCodes(data: $data) {
      ...CatalogueCodeFields
    }
  }
`, [CATALOGUE_CODE_FIELDS]);

export type CodeCreateData = VariablesOf<typeof CREATE_CODE>['data'];

export const UPDATE_CODE = graphql(`
  mutation UpdateCode($id: Int!, $data: CodesUpdateInput!) {
    updateOneCodes(where: { id: $id }, data: $data) {
      ...CatalogueCodeFields
    }
  }
`, [CATALOGUE_CODE_FIELDS]);

export type CodeUpdateData = VariablesOf<typeof UPDATE_CODE>['data'];

/** How many employees hold a code (per category), asked before offering to delete it. */
export const CODE_HOLDERS = graphql(`
  query CodeHolders($id: Int!) {
    findUniqueCodes(where: { id: $id }) {
      id
      _count {
        licenses
        certifications
        skills
        deccoUCourses
      }
    }
  }
`);

export const DELETE_CODE = graphql(`
  mutation DeleteCode($id: Int!) {
    deleteOneCodes(where: { id: $id }) {
      id
    }
  }
`);

/** The codes of one category for pick lists (the card's forms, the mass update), by title, level, state. */
export const CODE_CHOICES = graphql(`
  query QualificationCodeChoices($entity: String!) {
    findManyCodes(where: { entity: { equals: $entity } }, orderBy: [{ title: asc }, { level: asc }, { state: asc }]) {
      id
      title
      points
      expirationType
      level
      state
    }
  }
`);

/** A code the pick list offers. */
export type CodeChoice = ResultOf<typeof CODE_CHOICES>['findManyCodes'][number];

/** Applies the rows of a mass-update CSV for one code: all rows or none (the server checks them again). */
export const MASS_UPDATE_WITH_CSV = graphql(`
  mutation MassUpdateWithCsv($data: [MassUpdateRowInput!]!, $qualificationId: Int!, $type: String!) {
    massUpdateWithCsv(data: $data, qualificationId: $qualificationId, type: $type) {
      message
      created
      updated
    }
  }
`);

/** One row of the CSV as the mutation takes it (dates "YYYY-MM-DD"). */
export type MassUpdateRowInput = VariablesOf<typeof MASS_UPDATE_WITH_CSV>['data'][number];
