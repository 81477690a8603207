/**
 * What the forms call each field, written once: the forms take their labels from here (the card's
 * Employee Information, the code form, Create Review; projects from PROJECT_FIELD_LABELS in
 * projects.ts), and so does the Change History panel, which says "T-Shirt Size" as the form does,
 * not "Tshirt size" from the column's name (issue 44 item 9, decisions 0159, 0170). Each form's
 * test compares the labels it shows with these (web/src/test/formLabels.ts).
 */

/** The baseball card (its info form, the employee sync's fields) and the directory's headings. */
export const EMPLOYEE_FIELD_LABELS = {
  employeeNumber: 'Employee Number',
  firstName: 'First Name',
  lastName: 'Last Name',
  middleInitial: 'Middle Initial',
  jobTitle: 'Job Title',
  email: 'Username',
  profileImage: 'Profile Image',
  userType: 'Access Level',
  group: 'Group',
  costCode: 'Cost Code',
  supervisorId: 'Supervisor',
  projectId: 'Project',
  tshirtSize: 'T-Shirt Size',
  dateOfBirth: 'Date of Birth',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  dateHired: 'Date Hired',
  yearsOfService: 'Years of Service',
  totalYearsOfService: 'Total Years of Service',
  yearsOfServiceNote: 'Years of Service Note',
  employmentStatus: 'Employment Status',
} as const;

/** The code form (Create/Edit code dialogs). */
export const CODE_FIELD_LABELS = {
  title: 'Title',
  entity: 'Type',
  points: 'Points',
  expirationType: 'Expiration Type',
  description: 'Description',
  state: 'State',
  level: 'Level',
  lookupCode: 'Lookup Code',
} as const;

/**
 * A review as Create Review and the review lists name it. `employee` and `template` are the
 * words a review's "Created" entry records for its employee and template ("Dana Rivera (100002)",
 * the template's title), shown where the record holds only their ids.
 */
export const REVIEW_FIELD_LABELS = {
  title: 'Title',
  year: 'Year',
  status: 'Status',
  manager: 'Manager',
  managerEmployeeNumber: 'Manager Employee Number',
  authorEmployeeNumber: 'Author Employee Number',
  employee: 'Employee',
  template: 'Template',
  templateVersionId: 'Template',
  reviewCycleId: 'Review Cycle',
  userId: 'Employee',
  dateCompleted: 'Date Completed',
  dateToCompleteBy: 'Due Date',
} as const;
