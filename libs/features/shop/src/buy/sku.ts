import type { ProductDetail, Sku } from '@yoga/contract';
import { SHOP_QUANTITY_MAX as QUANTITY_MAX } from '@yoga/contract/codes';

/** The chosen value per spec name; a name not chosen yet is absent. */
export type Choice = Record<string, string>;

export const choiceOf = (sku: Sku): Choice => Object.fromEntries(sku.specs.map((s) => [s.name, s.value]));

/** The values of one spec name in the order the SKUs list them. */
export function valuesOf(p: ProductDetail, name: string): string[] {
  const seen: string[] = [];
  for (const s of p.skus) {
    const v = s.specs.find((x) => x.name === name)?.value;
    if (v !== undefined && !seen.includes(v)) seen.push(v);
  }
  return seen;
}

const matches = (sku: Sku, choice: Choice) =>
  Object.entries(choice).every(([n, v]) => sku.specs.some((s) => s.name === n && s.value === v));

/**
 * Whether `value` of `name` can still be bought together with the other values chosen: some SKU with
 * it and them has stock. Options that fail are shown disabled (a shopper never picks a dead end).
 */
export function isAvailable(p: ProductDetail, choice: Choice, name: string, value: string): boolean {
  const rest: Choice = { ...choice, [name]: value };
  return p.skus.some((s) => s.stock > 0 && matches(s, rest));
}

/** The SKU the choice names completely, or null while a spec is still open. */
export function skuOf(p: ProductDetail, choice: Choice): Sku | null {
  if (p.specNames.some((n) => !choice[n])) return p.specNames.length === 0 ? (p.skus[0] ?? null) : null;
  return p.skus.find((s) => matches(s, choice)) ?? null;
}

/** The SKU an id names, else the first in stock (a shopper starts from something buyable), else the first. */
export function initialSku(p: ProductDetail, skuId: number | null): Sku {
  return p.skus.find((s) => s.id === skuId) ?? p.skus.find((s) => s.stock > 0) ?? p.skus[0]!;
}

/** Picking a value keeps the others when they still fit, else drops them (the shopper picks again). */
export function pick(p: ProductDetail, choice: Choice, name: string, value: string): Choice {
  const next: Choice = { ...choice, [name]: value };
  for (const n of p.specNames)
    if (n !== name && next[n] && !isAvailable(p, next, n, next[n]!)) delete next[n];
  return next;
}

/** Quantity bounds: at least 1, at most the stock and the per-order limit. */
export const maxQuantity = (sku: Sku | null): number => Math.max(1, Math.min(sku?.stock ?? 1, QUANTITY_MAX));
export const clampQuantity = (qty: number, sku: Sku | null): number =>
  Math.min(Math.max(1, Math.floor(qty) || 1), maxQuantity(sku));

/** e.g. 雾霾蓝 / 6mm, the way orders show it. */
export const specText = (sku: Sku): string => sku.specs.map((s) => s.value).join(' / ');

/** The price this shopper pays per unit: the member price for a member, when the SKU has one. */
export const unitPrice = (sku: Sku, isMember: boolean): number =>
  isMember && sku.memberPrice !== null ? Math.min(sku.memberPrice, sku.price) : sku.price;
