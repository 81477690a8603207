import { rolesWith } from '@portal/common';
import { mutation, query, type PortalModule } from '../../graphql/module';
import { orphanFilesJob } from './cleanupJob';
import { contactListUrl, signedFileUrl, upload } from './service';

const typeDefs = /* GraphQL */ `
  type UploadedFile { filename: String! filepath: String! mimetype: String! encoding: String! }
  input SignedFileUrlInput { objectKey: String! }
  type Query {
    "A short-lived URL (five minutes, a path on this server) for a stored file the viewer may see."
    signedFileUrl(input: SignedFileUrlInput!): String!
    "A short-lived URL of the current cell phone (contact) list PDF, or null when there is none."
    contactListUrl: String
  }
  type Mutation {
    "A company document. With contactInfo, the file is the cell phone (contact) list and must be a PDF."
    uploadFile(file: Upload!, contactInfo: Boolean): UploadedFile!
    "A profile image (PNG, JPEG, GIF or WebP)."
    uploadImage(file: Upload!): UploadedFile!
  }
`;

export const filesModule: PortalModule = {
  name: 'files',
  jobs: [orphanFilesJob],
  api: {
    typeDefs,
    operations: [
      mutation('uploadFile', rolesWith('documents.create'), (_p, { file, contactInfo }, ctx) =>
        upload(ctx, file, contactInfo ? 'contactList' : 'file'),
      ),
      mutation('uploadImage', rolesWith('user.editProfileImage'), (_p, { file }, ctx) => upload(ctx, file, 'image')),
      query('signedFileUrl', 'authenticated', (_p, { input }, ctx) => signedFileUrl(ctx, input.objectKey)),
      query('contactListUrl', 'authenticated', (_p, _a, ctx) => contactListUrl(ctx)),
    ],
  },
};
