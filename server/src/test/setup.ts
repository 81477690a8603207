/**
 * Before each test file: the company's clock as the machine's, in the default zone. The files
 * share one module graph per worker (vitest.config.ts), so a file that set the clock to another
 * day (COMPANY_DAYS of @portal/common/testing) must not leave it there for the next.
 */
import { resetCompanyDay } from '@portal/common/testing';

resetCompanyDay();
