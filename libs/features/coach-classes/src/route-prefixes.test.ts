import { describe, expect, it } from 'vitest';
import { routeTable } from '@yoga/platform';
import { KIND_PREFIXES, ROSTER_PREFIXES } from './route-prefixes';

describe('coach route prefixes', () => {
  it('name exactly the coach apps whose routes have class_info/:type and get_class_info', () => {
    expect([...KIND_PREFIXES].sort()).toEqual([...routeTable['class_info/:type'].in].sort());
    expect([...ROSTER_PREFIXES].sort()).toEqual([...routeTable.get_class_info.in].sort());
  });
});
