/** updatePortalSettings: the settings form's input, checked by the form with the same schemas (common/src/settings.ts). */
import { expiryAlertsInputSchema, portalSettingsInputSchema, quickLinkInputSchema } from '../settings';
import { graphqlType } from './wire';

graphqlType('QuickLinkInput', quickLinkInputSchema);
graphqlType('ExpiryAlertSettingsInput', expiryAlertsInputSchema);
export const portalSettingsInput = graphqlType('PortalSettingsInput', portalSettingsInputSchema);
export const updatePortalSettingsArgs = { input: portalSettingsInput };
