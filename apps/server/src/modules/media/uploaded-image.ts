// The one file of an image upload (multipart/form-data, field `file`), as the admin's photo
// and store-picture routes take it. `noun` names it in the messages ("photo", "picture").
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError, invalid } from '../../lib/domain-error.ts';
import { photoTooLarge } from './image-processing.ts';

export async function uploadedImage(
  req: FastifyRequest,
  noun: string,
): Promise<{ bytes: Buffer; part: MultipartFile }> {
  if (!req.isMultipart()) {
    throw new DomainError(
      'unsupported_media',
      `Send the ${noun} as multipart/form-data in the field "file"`,
    );
  }
  const part = await req.file();
  if (!part) throw invalid(`file: choose a ${noun} to upload`);
  if (part.fieldname !== 'file') throw invalid(`file: send the ${noun} in the field "file"`);
  try {
    return { bytes: await part.toBuffer(), part };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    throw err;
  }
}
