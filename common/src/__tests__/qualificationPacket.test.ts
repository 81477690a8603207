import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { crewPacketFileName, expiryMarkOf, qualificationsFileName, qualificationsPdfPath } from '../qualificationPacket';
import { COMPANY_DAYS, pinCompanyDay, resetCompanyDay, clock } from '../testing/companyDays';

describe.each(COMPANY_DAYS)('expiry marks on $name', (day) => {
  it('marks expired before today, soon from today to the 60th day, nothing after or for codes that never expire', () => {
    pinCompanyDay(day);
    const today = clock.today();
    expect(expiryMarkOf('manual', addDays(today, -1), today)).toBe('expired');
    expect(expiryMarkOf('manual', today, today)).toBe('soon');
    expect(expiryMarkOf('manual', addDays(today, 60), today)).toBe('soon');
    expect(expiryMarkOf('manual', addDays(today, 61), today)).toBeNull();
    expect(expiryMarkOf('none', addDays(today, -1), today)).toBeNull();
    expect(expiryMarkOf('manual', null, today)).toBeNull();
    // The spec's timestamps for date-only values count by their UTC day.
    expect(expiryMarkOf('manual', `${addDays(today, -1)}T13:00:00.000Z`, today)).toBe('expired');
    resetCompanyDay();
  });
});

describe('PDF file names and addresses', () => {
  it('keeps names readable and safe for any file system', () => {
    expect(crewPacketFileName('Miami Tower / Phase 2: "North"', '2026-12-31')).toBe('Crew packet - Miami Tower Phase 2 North - 2026-12-31.pdf');
    expect(qualificationsFileName('José Q. Núñez', '100042', '2027-01-01')).toBe('Qualifications - José Q. Núñez (100042) - 2027-01-01.pdf');
    expect(crewPacketFileName('///', '2027-01-01')).toBe('Crew packet - unnamed - 2027-01-01.pdf');
    expect(qualificationsPdfPath('10 0/4')).toBe('/pdf/qualifications/10%200%2F4');
  });
});
