import { describe, expect, it } from 'vitest';
import { routeTable } from '@yoga/platform';
import { RECORD_PREFIXES } from './record-prefixes';

describe('RECORD_PREFIXES', () => {
  it('names exactly the sub-apps whose routes have product/record', () => {
    expect([...RECORD_PREFIXES].sort()).toEqual([...routeTable['product/record'].in].sort());
  });
});
