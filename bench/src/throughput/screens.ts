/**
 * The four screens of issue 13, each asked three ways for the same data: the web app's own
 * GraphQL request to the portal, the closest PostGraphile 5 request (amber preset with the
 * connection-filter plugin) and one hand-written SQL statement (the floor: what the database
 * alone costs). The portal's requests are copies of the web documents named in each comment.
 */
import { addDays, clock } from '@portal/common';

export interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown>;
}

export interface Screen {
  name: string;
  portal: GraphqlRequest;
  postgraphile: GraphqlRequest;
  /** One statement; its parameters are `rawParams`. The raw server answers its JSON as is. */
  rawSql: string;
  rawParams: unknown[];
  /**
   * What must be equal in the three answers (the bench checks it before timing): per server
   * name, the values picked from its `data`.
   */
  sameAnswer?: Record<'portal' | 'PostGraphile' | 'raw SQL', (data: Json) => unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of three servers, picked by hand
type Json = any;

export interface ScreenInputs {
  /** The company's calendar day, YYYY-MM-DD. */
  today: string;
  /** An active employee whose card is asked for. */
  employeeNumber: string;
}

/** The first day of each of the 12 months from today's month, and the day after the last. */
function monthStarts(today: string): string[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: 13 }, (_, i) => new Date(Date.UTC(year, month - 1 + i, 1)).toISOString().slice(0, 10));
}

const CARD_CODE = 'id title points expirationType level state';

/**
 * One employee's five point totals, as the portal's per-row pass computes them
 * (modules/users/points.ts: one UNION ALL of the holdings that earn points, joined to the codes
 * once; expired licenses and certifications earn nothing). `timeZone`: the company's, for today.
 * The columns are named as the portal's fields.
 */
export function pointsSelect(userId: string, timeZone: string): string {
  const today = `(now() at time zone ${timeZone})::date`;
  const groups = ['licenses', 'certifications', 'skills', 'decco_u_courses'].map(
    (table, grp) => `select ${grp} as grp, q.code_id from ${table} q where q.user_id = ${userId}${grp < 2 ? ` and (q.exp_date is null or q.exp_date >= ${today})` : ''}`,
  );
  const sum = (grp?: number) => `coalesce(sum(c.points)${grp === undefined ? '' : ` filter (where h.grp = ${grp})`}, 0)::int`;
  return `select ${sum()} as points, ${sum(0)} as "licPoints", ${sum(1)} as "cerPoints", ${sum(2)} as "skillPoints", ${sum(3)} as "coursePoints"
          from (${groups.join(' union all ')}) h join codes c on c.id = h.code_id`;
}

export function benchScreens({ today, employeeNumber }: ScreenInputs): Screen[] {
  const timeZone = clock.timeZone();
  const in90 = addDays(today, 90);
  const months = monthStarts(today);
  return [
    {
      // web/src/features/directory/operations.ts PARTNER_DIRECTORY, the default view: active, by number, 25.
      name: 'directory page',
      portal: {
        query: `query PartnerDirectory($where: UserWhereInput, $orderBy: [UserOrderByWithRelationInput!], $take: Int, $skip: Int) {
          users(where: $where, orderBy: $orderBy, take: $take, skip: $skip) { id employeeNumber firstName lastName jobTitle group email employmentStatus }
          aggregateUser(where: $where) { _count { _all } } }`,
        variables: { where: { employmentStatus: { equals: 'active' } }, orderBy: [{ employeeNumber: 'asc' }, { id: 'asc' }], take: 25, skip: 0 },
      },
      postgraphile: {
        query: `{ allUsers(filter: { employmentStatus: { equalTo: "active" } }, orderBy: [EMPLOYEE_NUMBER_ASC, ROW_ID_ASC], first: 25) {
          totalCount nodes { rowId employeeNumber firstName lastName jobTitle group email employmentStatus } } }`,
        variables: {},
      },
      rawSql: `select json_build_object(
          'rows', (select coalesce(json_agg(p), '[]') from (select id, employee_number, first_name, last_name, job_title, "group", email, employment_status
                   from users where employment_status = 'active' order by employee_number, id limit 25) p),
          'count', (select count(*) from users where employment_status = 'active')) as body`,
      rawParams: [],
    },
    {
      // web/src/features/baseballCard/operations.ts EMPLOYEE_BASEBALL_CARD. All three compute the
      // five point totals in one pass over the holdings (decision 0083) and read the company
      // average: PostGraphile through the computed columns postgraphileServer.ts creates, the raw
      // statement with the same SQL (pointsSelect).
      name: 'baseball card',
      portal: {
        query: `query EmployeeBaseballCard($employeeNumber: String!) {
          users(where: { employeeNumber: { equals: $employeeNumber } }, take: 1) {
            id employeeNumber userType firstName middleInitial lastName jobTitle group tshirtSize yearsOfService totalYearsOfService
            yearsOfServiceNote profileImage points licPoints cerPoints skillPoints coursePoints averageCompanyPoints
            licenses { id issueDate expDate licenseNumber codes { ${CARD_CODE} } }
            certifications { id issueDate expDate certificationNumber codes { ${CARD_CODE} } }
            skills { id issueDate expDate codes { ${CARD_CODE} } }
            deccoUCourses { id issueDate expDate codes { ${CARD_CODE} } } } }`,
        variables: { employeeNumber },
      },
      postgraphile: {
        query: `query($n: String!) { allUsers(condition: { employeeNumber: $n }, first: 1) { nodes {
            rowId employeeNumber userType firstName middleInitial lastName jobTitle group tshirtSize yearsOfService totalYearsOfService
            yearsOfServiceNote profileImage pointTotals { points licPoints cerPoints skillPoints coursePoints } averageCompanyPoints
            licensesByUserId { nodes { rowId issueDate expDate licenseNumber codeByCodeId { rowId title points expirationType level state } } }
            certificationsByUserId { nodes { rowId issueDate expDate certificationNumber codeByCodeId { rowId title points expirationType level state } } }
            skillsByUserId { nodes { rowId issueDate expDate codeByCodeId { rowId title points expirationType level state } } }
            deccoUCoursesByUserId { nodes { rowId issueDate expDate codeByCodeId { rowId title points expirationType level state } } } } } }`,
        variables: { n: employeeNumber },
      },
      rawSql: `select json_build_object(
          'user', row_to_json(u),
          'points', (select row_to_json(p) from (${pointsSelect('u.id', '$2')}) p),
          'averageCompanyPoints', (select points from average_points order by time_stamp desc limit 1),
          'licenses', (select coalesce(json_agg(json_build_object('id', q.id, 'issueDate', q.issue_date, 'expDate', q.exp_date, 'number', q.license_number, 'code', row_to_json(c))), '[]')
                       from licenses q join codes c on c.id = q.code_id where q.user_id = u.id),
          'certifications', (select coalesce(json_agg(json_build_object('id', q.id, 'issueDate', q.issue_date, 'expDate', q.exp_date, 'number', q.certification_number, 'code', row_to_json(c))), '[]')
                       from certifications q join codes c on c.id = q.code_id where q.user_id = u.id),
          'skills', (select coalesce(json_agg(json_build_object('id', q.id, 'issueDate', q.issue_date, 'expDate', q.exp_date, 'code', row_to_json(c))), '[]')
                       from skills q join codes c on c.id = q.code_id where q.user_id = u.id),
          'courses', (select coalesce(json_agg(json_build_object('id', q.id, 'issueDate', q.issue_date, 'expDate', q.exp_date, 'code', row_to_json(c))), '[]')
                       from decco_u_courses q join codes c on c.id = q.code_id where q.user_id = u.id)) as body
        from (select id, employee_number, user_type, first_name, middle_initial, last_name, job_title, "group", tshirt_size, years_of_service,
                     total_years_of_service, years_of_service_note, profile_image from users where employee_number = $1 limit 1) u`,
      rawParams: [employeeNumber, timeZone],
      // The points and the company average, and how many records of each group the card lists.
      sameAnswer: {
        portal: ({ users: [u] }: Json) => ({
          points: { points: u.points, licPoints: u.licPoints, cerPoints: u.cerPoints, skillPoints: u.skillPoints, coursePoints: u.coursePoints },
          average: u.averageCompanyPoints,
          records: [u.licenses.length, u.certifications.length, u.skills.length, u.deccoUCourses.length],
        }),
        PostGraphile: ({ allUsers: { nodes: [u] } }: Json) => ({
          points: u.pointTotals,
          average: u.averageCompanyPoints,
          records: [u.licensesByUserId, u.certificationsByUserId, u.skillsByUserId, u.deccoUCoursesByUserId].map((g) => g.nodes.length),
        }),
        'raw SQL': (b: Json) => ({ points: b.points, average: b.averageCompanyPoints, records: [b.licenses.length, b.certifications.length, b.skills.length, b.courses.length] }),
      },
    },
    {
      // web/src/features/reports/operations.ts EXPIRING_LICENSES_REPORT, next 90 days, first page of 10
      // with the chart's 12 monthly counts (PostGraphile: the year's counts per day, as it has no grouping).
      name: 'expiring report',
      portal: {
        query: `query ExpiringLicensesReport($range: ExpiringRange, $orderBy: [LicensesOrderByWithRelationInput!], $take: Int, $skip: Int) {
          expiringLicensesReport(range: $range, orderBy: $orderBy, take: $take, skip: $skip) {
            total perMonth { month count }
            rows { id number: licenseNumber issueDate expDate users { employeeNumber firstName lastName } codes { title state level } } } }`,
        variables: { range: 'next90', orderBy: [{ expDate: 'desc' }, { id: 'asc' }], take: 10, skip: 0 },
      },
      // All three read the chart from the per-day counts the schema keeps (decision 0058) and
      // count the records not held by a former employee, as the portal does.
      postgraphile: {
        query: `{ page: allLicenses(filter: { expDate: { greaterThanOrEqualTo: "${today}", lessThanOrEqualTo: "${in90}" },
              not: { userByUserId: { employmentStatus: { notEqualTo: "active" } } } },
            orderBy: [EXP_DATE_DESC, ROW_ID_ASC], first: 10) {
            totalCount nodes { rowId licenseNumber issueDate expDate userByUserId { employeeNumber firstName lastName } codeByCodeId { title state level } } }
          days: allExpiryDayCounts(condition: { kind: "licenses" }, filter: { expDate: { greaterThanOrEqualTo: "${today}", lessThan: "${months[12]}" } }) {
            nodes { expDate active } } }`,
        variables: {},
      },
      rawSql: `select json_build_object(
          'rows', (select coalesce(json_agg(p), '[]') from (
                    select q.id, q.license_number, q.issue_date, q.exp_date, u.employee_number, u.first_name, u.last_name, c.title, c.state, c.level
                    from licenses q join users u on u.id = q.user_id join codes c on c.id = q.code_id
                    where q.exp_date between $1::date and $2::date and u.employment_status = 'active'
                    order by q.exp_date desc nulls last, q.id limit 10) p),
          'total', (select coalesce(sum(active), 0) from expiry_day_counts where kind = 'licenses' and exp_date between $1::date and $2::date),
          'perMonth', (select coalesce(json_agg(m), '[]') from (select to_char(exp_date, 'YYYY-MM') as month, sum(active) as count
                    from expiry_day_counts where kind = 'licenses' and exp_date >= $1::date and exp_date < $3::date group by 1) m)) as body`,
      rawParams: [today, in90, months[12]],
      // The total, the page's records and the chart's months (those with any): the portal and the
      // raw server sum the total from the per-day counts (decision 0114), PostGraphile counts the records.
      sameAnswer: {
        portal: ({ expiringLicensesReport: r }: Json) => ({
          total: r.total,
          ids: r.rows.map((x: Json) => x.id),
          months: r.perMonth.filter((m: Json) => m.count > 0).map((m: Json) => [m.month, m.count]),
        }),
        PostGraphile: ({ page, days }: Json) => {
          const byMonth = new Map<string, number>();
          for (const d of days.nodes) byMonth.set(d.expDate.slice(0, 7), (byMonth.get(d.expDate.slice(0, 7)) ?? 0) + d.active);
          return { total: page.totalCount, ids: page.nodes.map((x: Json) => x.rowId), months: [...byMonth].filter(([, n]) => n > 0).sort() };
        },
        'raw SQL': (b: Json) => ({
          total: b.total,
          ids: b.rows.map((x: Json) => x.id),
          months: b.perMonth.filter((m: Json) => m.count > 0).map((m: Json) => [m.month, m.count]).sort(),
        }),
      },
    },
    {
      // web/src/features/qualifications/operations.ts QUALIFICATION_CODES: licenses by title, 25, with
      // how many hold each code.
      name: 'code catalogue',
      portal: {
        query: `query QualificationCodes($entity: String!, $orderBy: [CodesOrderByWithRelationInput!], $take: Int, $skip: Int) {
          findManyCodes(where: { entity: { equals: $entity } }, orderBy: $orderBy, take: $take, skip: $skip) {
            id title entity points expirationType description state level lookupCode _count { licenses certifications skills deccoUCourses } }
          aggregateCodes(where: { entity: { equals: $entity } }) { _count { _all } } }`,
        variables: { entity: 'licenses', orderBy: [{ title: 'asc' }, { id: 'asc' }], take: 25, skip: 0 },
      },
      postgraphile: {
        query: `{ allCodes(condition: { entity: "licenses" }, orderBy: [TITLE_ASC, ROW_ID_ASC], first: 25) { totalCount nodes {
            rowId title entity points expirationType description state level lookupCode
            licensesByCodeId { totalCount } certificationsByCodeId { totalCount } skillsByCodeId { totalCount } deccoUCoursesByCodeId { totalCount } } } }`,
        variables: {},
      },
      rawSql: `select json_build_object(
          'rows', (select coalesce(json_agg(p), '[]') from (
                    select c.id, c.title, c.entity, c.points, c.expiration_type, c.description, c.state, c.level, c.lookup_code,
                      coalesce((select k.holders from code_holder_counts k where k.code_id = c.id and k.kind = 'licenses'), 0) as licenses,
                      coalesce((select k.holders from code_holder_counts k where k.code_id = c.id and k.kind = 'certifications'), 0) as certifications,
                      coalesce((select k.holders from code_holder_counts k where k.code_id = c.id and k.kind = 'skills'), 0) as skills,
                      coalesce((select k.holders from code_holder_counts k where k.code_id = c.id and k.kind = 'decco_u_courses'), 0) as courses
                    from codes c where c.entity = 'licenses' order by c.title, c.id limit 25) p),
          'count', (select count(*) from codes where entity = 'licenses')) as body`,
      rawParams: [],
      // The portal and the raw server read the counts the database keeps (decision 0114);
      // PostGraphile counts the records.
      sameAnswer: {
        portal: ({ findManyCodes, aggregateCodes }: Json) => ({
          total: aggregateCodes._count._all,
          rows: findManyCodes.map((c: Json) => [c.id, c.title, c._count.licenses, c._count.certifications, c._count.skills, c._count.deccoUCourses]),
        }),
        PostGraphile: ({ allCodes: { totalCount, nodes } }: Json) => ({
          total: totalCount,
          rows: nodes.map((c: Json) => [c.rowId, c.title, ...[c.licensesByCodeId, c.certificationsByCodeId, c.skillsByCodeId, c.deccoUCoursesByCodeId].map((g) => g.totalCount)]),
        }),
        'raw SQL': (b: Json) => ({ total: b.count, rows: b.rows.map((c: Json) => [c.id, c.title, c.licenses, c.certifications, c.skills, c.courses]) }),
      },
    },
  ];
}
