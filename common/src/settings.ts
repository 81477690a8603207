/**
 * Portal settings a webEditor edits in Settings. The original product hard-coded some employee
 * numbers; here they are settings, never literals.
 */
import { z } from 'zod';
import { singleLineText } from './singleLine';

export interface QuickLink {
  label: string;
  url: string;
}

/** Which expiry e-mails the portal sends (decision 0026); all on unless a webEditor turns one off. */
export interface ExpiryAlertSettings {
  /** To the holder, 60, 30 and 7 days before a license or certification expires. */
  reminders: boolean;
  /** To the holder and their supervisor, on the day it expires. */
  expiredNotice: boolean;
  /** To superAdmins and webEditors each week: what expires in the next 60 days. */
  weeklyDigest: boolean;
}

export interface PortalSettings {
  /** The company's name, heading the crew packet and qualification PDFs (decision 0162). */
  companyName: string;
  /** Employee numbers that may open All User Follow-ups besides webEditors. */
  allFollowupsViewers: string[];
  /** Employee numbers exempt from the PPA manager filter (they see every PPA assignment). */
  ppaAllAccess: string[];
  /** Employee number of the fixed leadership signer for leadership evaluations. */
  leadershipSigner: string;
  /** Quick links on the dashboard (an online store and a training portal in the demo). */
  quickLinks: QuickLink[];
  /** The company learning site linked from the top bar. */
  learningSiteUrl: string;
  /** The DECCO U transcript link on the baseball card. */
  transcriptUrl: string;
  expiryAlerts: ExpiryAlertSettings;
}

export const SETTING_KEYS = [
  'companyName',
  'allFollowupsViewers',
  'ppaAllAccess',
  'leadershipSigner',
  'quickLinks',
  'learningSiteUrl',
  'transcriptUrl',
  'expiryAlerts',
] as const satisfies readonly (keyof PortalSettings)[];

export const DEFAULT_SETTINGS: PortalSettings = {
  companyName: 'DECCO',
  allFollowupsViewers: [],
  ppaAllAccess: [],
  leadershipSigner: '',
  quickLinks: [],
  learningSiteUrl: '',
  transcriptUrl: '',
  expiryAlerts: { reminders: true, expiredNotice: true, weeklyDigest: true },
};

/** The limits of the settings form, checked by the same schema in the browser and the server. */
export const SETTINGS_LIMITS = { companyNameMax: 100, labelMax: 60, urlMax: 500, quickLinksMax: 20, numbersMax: 20, employeeNumberMax: 20 } as const;

const HTTP_URL = /^https?:\/\/[^\s]+$/i;

/** An http(s) address, or empty. */
export const optionalUrlSchema = z
  .string()
  .trim()
  .max(SETTINGS_LIMITS.urlMax, `At most ${SETTINGS_LIMITS.urlMax} characters.`)
  .refine((v) => v === '' || HTTP_URL.test(v), 'Use an address starting with http:// or https://.');
export const requiredUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the address.')
  .pipe(optionalUrlSchema);
export const quickLinkLabelSchema = singleLineText('The link text').min(1, 'Enter the link text.').max(SETTINGS_LIMITS.labelMax, `At most ${SETTINGS_LIMITS.labelMax} characters.`);
const employeeNumberSchema = singleLineText('An employee number').min(1).max(SETTINGS_LIMITS.employeeNumberMax);

export const quickLinkInputSchema = z.object({ label: quickLinkLabelSchema, url: requiredUrlSchema });
export const expiryAlertsInputSchema = z.object({ reminders: z.boolean(), expiredNotice: z.boolean(), weeklyDigest: z.boolean() });

export const companyNameSchema = singleLineText('The company name').min(1, 'Enter the company name.').max(SETTINGS_LIMITS.companyNameMax, `At most ${SETTINGS_LIMITS.companyNameMax} characters.`);

/** `updatePortalSettings` input: every key optional (only what is sent changes). */
export const portalSettingsInputSchema = z.object({
  companyName: companyNameSchema.optional(),
  allFollowupsViewers: z.array(employeeNumberSchema).max(SETTINGS_LIMITS.numbersMax).optional(),
  ppaAllAccess: z.array(employeeNumberSchema).max(SETTINGS_LIMITS.numbersMax).optional(),
  leadershipSigner: singleLineText('The leadership signer').max(SETTINGS_LIMITS.employeeNumberMax).optional(),
  quickLinks: z.array(quickLinkInputSchema).max(SETTINGS_LIMITS.quickLinksMax).optional(),
  learningSiteUrl: optionalUrlSchema.optional(),
  transcriptUrl: optionalUrlSchema.optional(),
  expiryAlerts: expiryAlertsInputSchema.optional(),
});

/** The first problem of a value against a schema ('' when it is fine), for form helper texts. */
export function problemOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? '' : (result.error.issues[0]?.message ?? 'Not valid.');
}
