import { describe, expect, it } from 'vitest';
import type { VipCard } from '@yoga/contract';
import { unexpiredCards } from './vip-cards';

const card = (id: number, state: VipCard['state']) => ({ id, state }) as VipCard;

describe('unexpiredCards', () => {
  it('keeps the running and the waiting cards, what leaving the account would lose', () => {
    const list = [card(1, 'active'), card(2, 'expired'), card(3, 'to_activate'), card(4, 'expired')];
    expect(unexpiredCards(list).map((c) => c.id)).toEqual([1, 3]);
  });

  it('counts nothing for an account with only expired cards, or none', () => {
    expect(unexpiredCards([card(1, 'expired')])).toEqual([]);
    expect(unexpiredCards([])).toEqual([]);
  });
});
