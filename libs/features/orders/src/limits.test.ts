import { expect, it } from 'vitest';
import { EVALUATION_PHOTOS_MAX, EVALUATION_TEXT_MAX } from '@yoga/contract';
import { PHOTOS_MAX, TEXT_MAX } from './limits';

it('checks what the contract checks', () => {
  expect([TEXT_MAX, PHOTOS_MAX]).toEqual([EVALUATION_TEXT_MAX, EVALUATION_PHOTOS_MAX]);
});
