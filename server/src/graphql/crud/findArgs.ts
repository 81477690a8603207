import type { OrderByInput } from './order';
import type { WhereInput } from './where';

/** The arguments of a generic list read (findMany, findFirst, a to-many relation, a count). */
export interface FindArgs {
  where?: WhereInput | null;
  orderBy?: OrderByInput | OrderByInput[] | null;
  take?: number | null;
  skip?: number | null;
  distinct?: string[] | null;
}
