import { graphql } from '../graphql';
import { useQuery } from '@apollo/client/react';
import { todayLocal } from './dates';

export const COMPANY_TODAY = graphql(`
  query CompanyToday {
    companyToday
  }
`);

/**
 * Today in the company's time zone ("YYYY-MM-DD"), the default day of forms; the browser's day
 * until the server has answered (they differ only around midnight).
 */
export function useCompanyToday(): string {
  const { data } = useQuery(COMPANY_TODAY, { fetchPolicy: 'cache-and-network' });
  return data?.companyToday ?? todayLocal();
}
