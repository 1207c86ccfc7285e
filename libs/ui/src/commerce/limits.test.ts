import { expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, uploadContentTypes } from '@yoga/contract';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from './limits';

it('checks on the device what the upload endpoint checks', () => {
  expect([PHOTO_MAX_BYTES, PHOTO_TYPES]).toEqual([UPLOAD_MAX_BYTES, [...uploadContentTypes]]);
});
