import { z } from 'zod/mini';

/** POST /api/imageUpload (multipart, one image) data: the address of the stored image (our model; not in the spec). */
export const imageUploadDto = z.string().check(z.minLength(1));
export type ImageUploadDto = z.input<typeof imageUploadDto>;
