/** The expiring reports' ranges (spec 2: next 60 days by default, next 90 days, or expired). */
export const EXPIRING_RANGES = ['next60', 'next90', 'expired'] as const;
export type ExpiringRange = (typeof EXPIRING_RANGES)[number];
export const EXPIRING_RANGE_LABELS: Readonly<Record<ExpiringRange, string>> = {
  next60: 'Next 60 days',
  next90: 'Next 90 days',
  expired: 'Expired',
};
