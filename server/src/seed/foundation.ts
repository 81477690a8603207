/**
 * The HR (foundation) source. Every user has a matching HR row; on top of that a few recent
 * hires exist only in HR and a few HR rows differ from the portal (a promotion, a move, a
 * name change), so the "employee sync" has something to create and something to update.
 */
import { addDays, addYears } from '@portal/common';
import type { foundationEmployees } from '../db/schema';
import { randomDay, yearsBetween } from './calendar';
import { emailLocalPart, FIRST_NAMES, LAST_NAMES, phoneNumber, pickTown, streetAddress } from './names';
import { DEMO_DOMAIN, nextEmployeeNumber, type Company, type Person } from './people';
import type { Rng } from './random';

type FoundationRow = typeof foundationEmployees.$inferInsert;

const HR_ONLY_HIRES = 5;
const HR_CHANGES = 3;

function fromPerson(person: Person, supervisorNumber: string | null): FoundationRow {
  return {
    employeeNumber: person.employeeNumber,
    firstName: person.firstName,
    lastName: person.lastName,
    middleInitial: person.middleInitial,
    dateOfBirth: person.dateOfBirth,
    dateHired: person.dateHired,
    dateTerminated: person.dateTerminated,
    phone: person.phone,
    emailAddress: person.email,
    departmentNumber: person.departmentNumber,
    jobTitle: person.jobTitle,
    yearsOfService: person.yearsOfService,
    address: person.address,
    city: person.city,
    state: person.state,
    zip: person.zip,
    costCode: person.costCode,
    supervisorEmployeeNumber: supervisorNumber,
  };
}

export function foundationRows(rng: Rng, company: Company, today: string): { rows: FoundationRow[]; hrOnly: number; changed: number } {
  const numberOf = (id: number | null) => (id === null ? null : (company.byId.get(id)?.employeeNumber ?? null));
  const rows = company.people.map((p) => fromPerson(p, numberOf(p.supervisorId)));

  // Differences HR knows about and the portal does not yet: picked among active field staff
  // outside the demo team, so the demo logins' own data stays as documented.
  const candidates = company.field.filter((p) => p.employmentStatus === 'active' && p.demoRole === null && p.supervisorId !== company.demo.fieldSupervisor.id);
  const changedPeople = rng.shuffle(candidates).slice(0, HR_CHANGES);
  const byNumber = new Map(rows.map((r) => [r.employeeNumber, r]));
  changedPeople.forEach((person, i) => {
    const row = byNumber.get(person.employeeNumber)!;
    if (i % 3 === 0) row.jobTitle = person.jobTitle.startsWith('Apprentice') ? 'Journeyman Electrician' : 'Foreman - Field';
    if (i % 3 === 1) {
      const town = pickTown(rng);
      Object.assign(row, { address: streetAddress(rng), city: town.city, state: town.state, zip: town.zip, phone: phoneNumber(rng, town.areaCode) });
    }
    if (i % 3 === 2) row.lastName = rng.pick(LAST_NAMES.filter((n) => n !== person.lastName));
  });

  // New hires in HR that have no portal account yet, reporting to existing foremen.
  const usedEmails = new Set(rows.map((r) => r.emailAddress));
  let next = nextEmployeeNumber(company.people);
  for (let i = 0; i < HR_ONLY_HIRES; i++) {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    let email = `${emailLocalPart(firstName, lastName)}@${DEMO_DOMAIN}`;
    for (let n = 2; usedEmails.has(email); n++) email = `${emailLocalPart(firstName, lastName)}${n}@${DEMO_DOMAIN}`;
    usedEmails.add(email);
    const town = pickTown(rng);
    const dateHired = randomDay(rng, addDays(today, -20), addDays(today, -1));
    const foreman = rng.pick(company.foremen);
    rows.push({
      employeeNumber: String(next++).padStart(6, '0'),
      firstName,
      lastName,
      middleInitial: null,
      dateOfBirth: addDays(addYears(today, -rng.int(19, 35)), -rng.int(0, 364)),
      dateHired,
      phone: phoneNumber(rng, town.areaCode),
      emailAddress: email,
      departmentNumber: '410',
      jobTitle: 'Apprentice Electrician - 1st Year',
      yearsOfService: yearsBetween(dateHired, today),
      address: streetAddress(rng),
      city: town.city,
      state: town.state,
      zip: town.zip,
      costCode: '410-100',
      supervisorEmployeeNumber: foreman.employeeNumber,
    });
  }
  return { rows, hrOnly: HR_ONLY_HIRES, changed: changedPeople.length };
}
