import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode, LIMITS } from '@starlit/contracts';
import { AppError } from './errors';

export interface Image {
  data: Buffer;
  ext: 'png' | 'jpg';
}

const MB = LIMITS.avatarMaxBytes / (1024 * 1024);

/**
 * Reads one uploaded file and accepts it only if its bytes are a PNG or JPEG (the name
 * and declared type are ignored) of at most 2 MB; else 1006 saying why.
 */
export async function readImage(part: MultipartFile): Promise<Image> {
  const data = await part.toBuffer();
  if (part.file.truncated || data.length > LIMITS.avatarMaxBytes) {
    throw new AppError(ErrorCode.FILE_REJECTED, `${part.fieldname}: larger than ${MB} MB`);
  }
  if (data.length === 0) throw new AppError(ErrorCode.FILE_REJECTED, `${part.fieldname}: empty`);
  const type = await fileTypeFromBuffer(data);
  if (type?.mime === 'image/png') return { data, ext: 'png' };
  if (type?.mime === 'image/jpeg') return { data, ext: 'jpg' };
  throw new AppError(ErrorCode.FILE_REJECTED, `${part.fieldname}: not a PNG or JPEG image`);
}

export interface MultipartForm {
  fields: Record<string, string>;
  images: Map<string, Image[]>;
}

/**
 * Reads a whole multipart form: text fields, and files (only in `fileFields`, at most
 * `maxFiles`) checked by `readImage`. Anything else is 1001, which names only the fields
 * this form expects, never a name the client sent.
 */
export async function readMultipartForm(
  req: FastifyRequest,
  fileFields: string[],
  maxFiles: number,
): Promise<MultipartForm> {
  try {
    return await readParts(req, fileFields, maxFiles);
  } catch (err) {
    // the parser's own complaints (no boundary, a form cut short) carry no status: bad input
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw new AppError(ErrorCode.PARAM, 'body (malformed multipart form)');
  }
}

async function readParts(
  req: FastifyRequest,
  fileFields: string[],
  maxFiles: number,
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const images = new Map<string, Image[]>();
  let count = 0;
  // throwFileSizeLimit: false lets us answer 1006 ourselves (`file.truncated`); the runtime
  // reads it for parts() too, only the typings leave it out
  const options = {
    limits: { fileSize: LIMITS.avatarMaxBytes, files: maxFiles },
    throwFileSizeLimit: false,
  };
  const parts = req.parts(options as Parameters<FastifyRequest['parts']>[0]);
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!fileFields.includes(part.fieldname)) {
        await part.toBuffer();
        throw new AppError(ErrorCode.PARAM, `${fileFields.join(', ')} (files go only here)`);
      }
      if (++count > maxFiles)
        throw new AppError(ErrorCode.PARAM, `${part.fieldname} (too many files)`);
      const image = await readImage(part);
      images.set(part.fieldname, [...(images.get(part.fieldname) ?? []), image]);
    } else {
      const value = (part as MultipartValue).value;
      fields[part.fieldname] = typeof value === 'string' ? value : String(value);
    }
  }
  return { fields, images };
}
