import { gql, type TypedDocumentNode } from '@apollo/client';

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

export interface DocumentsPageData {
  findManyDocuments: DocumentRow[];
  aggregateDocuments: { _count: { _all: number } };
}
export interface DocumentsPageVariables {
  [name: string]: unknown;
  take: number;
  skip: number;
  orderBy: Record<string, unknown>[];
}

export const DOCUMENTS_PAGE: TypedDocumentNode<DocumentsPageData, DocumentsPageVariables> = gql`
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
`;

/** createdBy and createdAt are the server's to set (docs/decisions/0003). */
export const CREATE_DOCUMENT: TypedDocumentNode<
  { createOneDocuments: DocumentRow | null },
  { data: { name: string; path: string; description: string } }
> = gql`
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
`;

export const DELETE_DOCUMENT: TypedDocumentNode<{ deleteOneDocuments: { id: number } | null }, { id: number }> = gql`
  mutation DeleteDocument($id: Int!) {
    deleteOneDocuments(where: { id: $id }) {
      id
    }
  }
`;
