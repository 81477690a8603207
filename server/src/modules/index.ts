/**
 * Every domain module of the portal: its models, operations and scheduled jobs. A new module is
 * added here and nowhere else.
 */
import type { PortalModule } from '../graphql/module';
import { accountsModule } from './accounts';
import { auditModule } from './audit';
import { calendarModule } from './calendar';
import { goalsModule } from './goals';
import { portalModule } from './portal';
import { projectsModule } from './projects';
import { qualificationsModule } from './qualifications';
import { reportsModule } from './reports';
import { reviewsModule } from './reviews';
import { settingsModule } from './settings';
import { filesModule } from './files';
import { foundationModule } from './foundation';
import { mailModule } from './mail';
import { searchModule } from './search';
import { usersModule } from './users';

export const modules: readonly PortalModule[] = [
  usersModule,
  accountsModule,
  qualificationsModule,
  reportsModule,
  portalModule,
  projectsModule,
  reviewsModule,
  goalsModule,
  settingsModule,
  filesModule,
  foundationModule,
  mailModule,
  auditModule,
  searchModule,
  calendarModule,
];
