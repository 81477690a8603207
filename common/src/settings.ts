/**
 * Portal settings a webEditor edits in Settings. The original product hard-coded some employee
 * numbers; here they are settings, never literals.
 */
export interface QuickLink {
  label: string;
  url: string;
}

export interface PortalSettings {
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
}

export const SETTING_KEYS = [
  'allFollowupsViewers',
  'ppaAllAccess',
  'leadershipSigner',
  'quickLinks',
  'learningSiteUrl',
  'transcriptUrl',
] as const satisfies readonly (keyof PortalSettings)[];

export const DEFAULT_SETTINGS: PortalSettings = {
  allFollowupsViewers: [],
  ppaAllAccess: [],
  leadershipSigner: '',
  quickLinks: [],
  learningSiteUrl: '',
  transcriptUrl: '',
};
