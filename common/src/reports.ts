/** The expiring reports' ranges (spec 2: next 60 days by default, next 90 days, or expired). */
export const EXPIRING_RANGES = ['next60', 'next90', 'expired'] as const;
export type ExpiringRange = (typeof EXPIRING_RANGES)[number];
export const EXPIRING_RANGE_LABELS: Readonly<Record<ExpiringRange, string>> = {
  next60: 'Next 60 days',
  next90: 'Next 90 days',
  expired: 'Expired',
};

/** The dashboard widget's windows (spec 1 section 1: 'Next 60 Days' or 'Next 90 Days'). */
export const EXPIRING_WIDGET_RANGES = ['next60', 'next90'] as const satisfies readonly ExpiringRange[];

export function isExpiringRange(value: unknown): value is ExpiringRange {
  return typeof value === 'string' && (EXPIRING_RANGES as readonly string[]).includes(value);
}
