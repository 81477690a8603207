import { PRODUCT_NAME } from '../../lib/brand';
import { isPastDay } from '../../lib/dates';
import { codeLabel } from '../qualifications';
import type { BaseballCardEmployee, HeldQualification } from './operations';

export type QualificationKind = 'skills' | 'licenses' | 'certifications' | 'deccoUCourses';

/** One held qualification, the same shape for all four groups. */
export interface QualificationRow {
  id: number;
  title: string;
  points: number | null;
  /** License or certification number; null for skills and courses. */
  number: string | null;
  issueDate: string | null;
  expDate: string | null;
  expires: boolean;
  /** The code expires and its date is before the company's today (the day the server's points use too). */
  expired: boolean;
  /** The record itself, for the edit form. */
  record: HeldQualification;
}

export interface QualificationGroup {
  kind: QualificationKind;
  title: string;
  /** The mobile tab's short label (spec order: Skills, Licences, Certs, DECCOU). */
  shortTitle: string;
  numberLabel: string | null;
  issuedLabel: string;
  rows: QualificationRow[];
}

function byTitle(a: QualificationRow, b: QualificationRow): number {
  return a.title.localeCompare(b.title, undefined, { sensitivity: 'base' });
}

/** The four groups in the spec's order, each sorted by title; `today` is the company's day. */
export function qualificationGroups(employee: BaseballCardEmployee, today: string): QualificationGroup[] {
  const expires = (q: HeldQualification) => q.codes?.expirationType === 'manual';
  const row = (q: HeldQualification, number: string | null): QualificationRow => ({
    id: q.id,
    title: q.codes ? codeLabel({ ...q.codes, title: q.codes.title ?? '(untitled)' }) : '(untitled)',
    points: q.codes?.points ?? null,
    number,
    issueDate: q.issueDate,
    expDate: q.expDate,
    expires: expires(q),
    expired: expires(q) && isPastDay(q.expDate, today),
    record: q,
  });
  return [
    { kind: 'skills', title: 'Skills', shortTitle: 'Skills', numberLabel: null, issuedLabel: 'Issued', rows: employee.skills.map((s) => row(s, null)).sort(byTitle) },
    { kind: 'licenses', title: 'Licenses', shortTitle: 'Licences', numberLabel: 'License Number', issuedLabel: 'Issued', rows: employee.licenses.map((l) => row(l, l.licenseNumber)).sort(byTitle) },
    {
      kind: 'certifications',
      title: 'Certifications',
      shortTitle: 'Certs',
      numberLabel: 'Certification Number',
      issuedLabel: 'Issued',
      rows: employee.certifications.map((c) => row(c, c.certificationNumber)).sort(byTitle),
    },
    {
      kind: 'deccoUCourses',
      title: `${PRODUCT_NAME} U Courses`,
      shortTitle: `${PRODUCT_NAME}U`,
      numberLabel: null,
      issuedLabel: 'Completed',
      rows: employee.deccoUCourses.map((c) => row(c, null)).sort(byTitle),
    },
  ];
}
