import { graphql, type ResultOf } from '../../../graphql';

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

/**
 * A document of the list. Its path is the stored one ("/files/<key>"): the last segment is the
 * object key for signedFileUrl. createdAt is an instant (ISO timestamp).
 */
export type DocumentRow = ResultOf<typeof DOCUMENTS_PAGE>['findManyDocuments'][number];

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
