import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { DomainError } from '@tempest/domain';

/** The image types an upload may be (spec 1: jpeg, png, webp, gif). SVG never: it can carry script. */
export const IMAGE_UPLOAD_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The largest image upload (spec 1: 5242880 bytes). */
export const MAX_IMAGE_UPLOAD_BYTES = 5_242_880;

/** What a route accepts: at most `maxBytes`, of these types (by the bytes); `label` names them in the refusal. */
export type ImageRule = { maxBytes: number; types: readonly string[]; sizeLabel: string; typesLabel: string };

/** Spec 1's image upload: JPEG, PNG, WebP or GIF, at most 5 MB. */
export const IMAGE_UPLOAD: ImageRule = { maxBytes: MAX_IMAGE_UPLOAD_BYTES, types: IMAGE_UPLOAD_TYPES, sizeLabel: '5MB', typesLabel: 'JPEG, PNG, WebP or GIF' };

/**
 * A checkpoint's thumbnail: what the web app sends — a JPEG of the game frame at quality 0.7 and the
 * frame's CSS size (libs/game-sdk/src/runtime.tsx, `toJpeg`), 100–300 KB for a 1920×1080 game screen —
 * with a margin: at most 1 MB, JPEG only (docs/api-timeline.md, Limits).
 */
export const THUMBNAIL_UPLOAD: ImageRule = { maxBytes: 1_048_576, types: ['image/jpeg'], sizeLabel: '1MB', typesLabel: 'JPEG' };

const tooLarge = (rule: ImageRule) => `The image is too large. Maximum size is ${rule.sizeLabel} (${rule.maxBytes} bytes).`;

/** Why multer or busboy refused the body, as a 4xx in the API's error format. */
const uploadError = (error: unknown, field: string, rule: ImageRule): DomainError => {
  if (error instanceof multer.MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new DomainError('upload.too_large', tooLarge(rule), { field });
      case 'LIMIT_UNEXPECTED_FILE':
      case 'LIMIT_FILE_COUNT':
        return new DomainError('upload.unexpected_file', `Send one image, in the form field "${field}"`, { field: error.field ?? field });
      default:
        return new DomainError('upload.refused', `The upload was refused: ${error.message}`, { field: error.field ?? field });
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return new DomainError('upload.malformed', `The multipart body could not be read: ${message}`);
};

/**
 * A Nest interceptor that reads one multipart file field into memory, at most the rule's bytes:
 * a larger file is 413, a file under another field name, a second file or a malformed body 400 — all before
 * the handler runs, so nothing is stored. A request that is not multipart passes through without a file
 * (checkedImage then says the image is missing). The file's bytes are checked by checkedImage.
 */
export const imageUpload = (field: string, rule: ImageRule = IMAGE_UPLOAD): Type<NestInterceptor> => {
  const read = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: rule.maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21, fieldNameSize: 100 },
  }).single(field);

  @Injectable()
  class ImageUploadInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await new Promise<void>((resolve, reject) => {
        read(http.getRequest<Request>(), http.getResponse<Response>(), (error?: unknown) => (error ? reject(uploadError(error, field, rule)) : resolve()));
      });
      return next.handle();
    }
  }
  return ImageUploadInterceptor;
};

const startsWith = (bytes: Buffer, signature: number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes are, by their magic numbers (the declared type is the client's to get wrong). */
export const imageTypeOf = (bytes: Buffer): string | null => {
  if (startsWith(bytes, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
};

/**
 * The uploaded file checked by its bytes (magic numbers, not the declared type): 400 when it is missing,
 * empty, or not one of the rule's types. The answer's type is the one the bytes are.
 */
export const checkedImage = (file: Express.Multer.File | undefined, field: string, rule: ImageRule = IMAGE_UPLOAD): { bytes: Buffer; contentType: string } => {
  if (!file || !Buffer.isBuffer(file.buffer)) throw new DomainError('upload.missing', { field });
  if (file.buffer.length === 0) throw new DomainError('upload.empty', { field });
  if (file.buffer.length > rule.maxBytes) throw new DomainError('upload.too_large', tooLarge(rule), { field });
  const contentType = imageTypeOf(file.buffer);
  if (!contentType || !rule.types.includes(contentType)) {
    throw new DomainError('upload.not_an_image', `The file is not an image of an accepted type: ${rule.typesLabel}`, { field });
  }
  return { bytes: file.buffer, contentType };
};
