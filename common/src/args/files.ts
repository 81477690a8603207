/** The files' operations: uploads and short-lived links. */
import { z } from 'zod';
import { graphqlType, uploadArg } from './wire';

export const uploadFileArgs = { file: uploadArg, contactInfo: z.boolean().nullish() };
export const uploadImageArgs = { file: uploadArg };
export const signedFileUrlArgs = { input: graphqlType('SignedFileUrlInput', z.object({ objectKey: z.string() })) };
