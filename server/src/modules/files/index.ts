import { rolesWith, signedFileUrlArgs, uploadFileArgs, uploadImageArgs } from '@portal/common';
import { mutation, query, type PortalModule } from '../../graphql/module';
import { orphanFilesJob } from './cleanupJob';
import { contactListUrl, signedFileUrl, upload } from './service';

const typeDefs = /* GraphQL */ `
  type UploadedFile { filename: String! filepath: String! mimetype: String! encoding: String! }
`;

export const filesModule: PortalModule = {
  name: 'files',
  jobs: [orphanFilesJob],
  api: {
    typeDefs,
    operations: [
      mutation('uploadFile', {
        description: 'A company document. With contactInfo, the file is the cell phone (contact) list and must be a PDF.',
        access: rolesWith('documents.create'),
        args: uploadFileArgs,
        returns: 'UploadedFile!',
        resolve: ({ file, contactInfo }, ctx) => upload(ctx, file, contactInfo ? 'contactList' : 'file'),
      }),
      mutation('uploadImage', {
        description: 'A profile image (PNG, JPEG, GIF or WebP).',
        access: rolesWith('user.editProfileImage'),
        args: uploadImageArgs,
        returns: 'UploadedFile!',
        resolve: ({ file }, ctx) => upload(ctx, file, 'image'),
      }),
      query('signedFileUrl', {
        description: 'A short-lived URL (five minutes, a path on this server) for a stored file the viewer may see.',
        access: 'authenticated',
        args: signedFileUrlArgs,
        returns: 'String!',
        resolve: ({ input }, ctx) => signedFileUrl(ctx, input.objectKey),
      }),
      query('contactListUrl', {
        description: 'A short-lived URL of the current cell phone (contact) list PDF, or null when there is none.',
        access: 'authenticated',
        returns: 'String',
        resolve: (_a, ctx) => contactListUrl(ctx),
      }),
    ],
  },
};
