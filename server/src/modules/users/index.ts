/** Employees (the User model of the generic API): its policy and hooks live beside it. */
import type { PortalModule } from '../../graphql/module';
import { userModel } from './models';

export const usersModule: PortalModule = { name: 'users', models: [userModel] };
