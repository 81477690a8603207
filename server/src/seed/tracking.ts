/**
 * Goals and follow-ups for part of the company: always the demo user and the demo supervisor's
 * team, so "My Goals", "Managed Partners" and "Follow-ups Assigned to Me" have rows for the demo
 * logins. Managers write them about their reports (createdBy is the manager's full name,
 * updatedBy the employee number of whoever touched them last).
 */
import { addDays } from '@portal/common';
import type { goals, userFollowups } from '../db/schema';
import { randomDay } from './calendar';
import type { Company, Person } from './people';
import type { Rng } from './random';

type GoalRow = typeof goals.$inferInsert;
type FollowupRow = typeof userFollowups.$inferInsert;

const GOALS: readonly [string, string][] = [
  ['Complete OSHA 30', 'Finish the OSHA 30-hour course and upload the card.'],
  ['Earn a journeyman license', 'Pass the state exam and record the license number on the baseball card.'],
  ['Lead a monthly toolbox talk', 'Prepare and lead one toolbox talk per month for the crew.'],
  ['Finish DECCO U Leadership 101', 'Complete all modules of Leadership 101 before the next review.'],
  ['Reduce punch-list rework', 'Cut rework items on closeout punch lists by half.'],
  ['Mentor a first-year apprentice', 'Meet weekly with an apprentice and review progress with the foreman.'],
  ['Learn Bluebeam takeoffs', 'Complete two takeoffs in Bluebeam with the estimating team.'],
  ['Renew NFPA 70E training', 'Attend the 70E refresher before the current card expires.'],
  ['Improve daily report accuracy', 'Submit complete daily reports in Procore every day on site.'],
  ['Cross-train on fire alarm', 'Work two weeks with the fire alarm crew on device installation.'],
  ['Get aerial lift certified', 'Attend the aerial lift class and pass the practical test.'],
  ['Run a job as acting foreman', 'Take the lead on a small service job with foreman support.'],
];

const FOLLOWUPS: readonly [string, string][] = [
  ['Check license renewal', 'Confirm the renewal application was submitted to the state board.'],
  ['Review PPE compliance', 'Walk the site together and review PPE use with the crew.'],
  ['Discuss overtime schedule', 'Talk through the overtime plan for the shutdown weekend.'],
  ['Tool request follow-up', 'Check whether the requested bender and threader arrived.'],
  ['Schedule aerial lift training', 'Find a class date that works with the project schedule.'],
  ['Apprentice school hours', 'Confirm school hours are logged for this semester.'],
  ['Return-to-work check-in', 'Check in after the first week back on the job.'],
  ['Attendance conversation', 'Follow up on the late arrivals noted last month.'],
  ['Help with conduit layout', 'Pair up for the conduit layout on level 3.'],
  ['Certification paperwork', 'Collect the signed certification forms for HR.'],
];

const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;
const stamp = (day: string) => new Date(`${day}T14:00:00.000Z`);

export function trackingRows(rng: Rng, company: Company, today: string): { goals: GoalRow[]; followups: FollowupRow[] } {
  const { demo } = company;
  const goalRows: GoalRow[] = [];
  const followupRows: FollowupRow[] = [];
  const active = company.people.filter((p) => p.employmentStatus === 'active' && p.supervisorId !== null);
  let demoTeamAssigned = 0;
  for (const person of active) {
    const onDemoTeam = person.supervisorId === demo.fieldSupervisor.id;
    const featured = onDemoTeam || person.demoRole !== null;
    if (!featured && !rng.chance(0.15)) continue;
    const manager = company.byId.get(person.supervisorId!)!;

    for (const [title, description] of rng.shuffle(GOALS).slice(0, rng.int(2, 4))) {
      const completed = rng.chance(0.3);
      const startDate = randomDay(rng, addDays(today, -300), addDays(today, -10));
      const dueDate = addDays(startDate, rng.int(60, 365));
      const updated = completed ? randomDay(rng, startDate, today) : startDate;
      goalRows.push({
        title, description, userId: person.id,
        status: completed ? 'COMPLETED' : 'Active',
        currentProgress: completed ? 100 : rng.pick([0, 0, 25, 50, 75]),
        startDate, dueDate,
        createdBy: fullName(manager), createDate: stamp(startDate),
        updatedAt: stamp(updated), updatedBy: manager.employeeNumber, updatedByFullName: fullName(manager),
      });
    }

    for (const [title, description] of rng.shuffle(FOLLOWUPS).slice(0, rng.int(1, 3))) {
      const completed = rng.chance(0.25);
      const created = randomDay(rng, addDays(today, -120), addDays(today, -2));
      let assignee: Person | null = rng.chance(0.25) ? rng.pick(active) : null;
      let creator = manager;
      // The demo user helps three teammates; the demo user's own follow-ups go to the supervisor.
      if (onDemoTeam && person.id !== demo.user.id && demoTeamAssigned < 3) {
        assignee = demo.user;
        demoTeamAssigned++;
      } else if (person.id === demo.user.id) {
        assignee = demo.fieldSupervisor;
        creator = rng.chance(0.5) ? demo.admin : manager;
      }
      if (assignee?.id === person.id) assignee = null;
      followupRows.push({
        title, description, userId: person.id,
        status: completed ? 'COMPLETED' : 'Active',
        currentProgress: completed ? 100 : 0,
        createdBy: fullName(creator), createdByID: creator.employeeNumber, createDate: stamp(created),
        followupDate: completed ? randomDay(rng, created, today) : addDays(today, rng.int(1, 45)),
        updatedAt: stamp(completed ? today : created), updatedBy: creator.employeeNumber, updatedByFullName: fullName(creator),
        assignedToUserId: assignee?.id ?? null,
        // Seeded history was announced when it was assigned: a fresh demo sends no backlog of notices.
        assignmentNotifiedAt: assignee ? stamp(created) : null,
      });
    }
  }
  return { goals: goalRows, followups: followupRows };
}
