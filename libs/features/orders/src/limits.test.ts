import { expect, it } from 'vitest';
import {
  EVALUATION_PHOTOS_MAX,
  EVALUATION_TEXT_MAX,
  UPLOAD_MAX_BYTES,
  uploadContentTypes,
} from '@yoga/contract';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, PHOTOS_MAX, TEXT_MAX } from './limits';

it('checks what the contract checks', () => {
  expect([TEXT_MAX, PHOTOS_MAX, PHOTO_MAX_BYTES, PHOTO_TYPES]).toEqual([
    EVALUATION_TEXT_MAX,
    EVALUATION_PHOTOS_MAX,
    UPLOAD_MAX_BYTES,
    [...uploadContentTypes],
  ]);
});
