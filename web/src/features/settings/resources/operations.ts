import { graphql } from '../../../graphql';

export interface DocumentRow {
  id: number;
  name: string | null;
  description: string | null;
  /** The stored path ("/files/<key>"); its last segment is the object key for signedFileUrl. */
  path: string | null;
  /** An instant (ISO timestamp). */
  createdAt: string | null;
  createdBy: string | null;
}

export const DOCUMENTS_PAGE = graphql(`
  query DocumentsPage($take: Int, $skip: Int, $orderBy: [DocumentsOrderByWithRelationInput!]) {
    findManyDocuments(take: $take, skip: $skip, orderBy: $orderBy) {
      id
      name
      description
      path
      createdAt
      createdBy
    }
    aggregateDocuments {
      _count {
        _all
      }
    }
  }
`);

/** createdBy and createdAt are the server's to set (docs/decisions/0003). */
export const CREATE_DOCUMENT = graphql(`
  mutation CreateDocument($data: DocumentsCreateInput!) {
    createOneDocuments(data: $data) {
      id
      name
      description
      path
      createdAt
      createdBy
    }
  }
`);

export const DELETE_DOCUMENT = graphql(`
  mutation DeleteDocument($id: Int!) {
    deleteOneDocuments(where: { id: $id }) {
      id
    }
  }
`);
