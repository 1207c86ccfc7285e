import { lazy, Suspense, useState } from 'react';
import type { ProductDetail } from '@yoga/contract';
import { SHOP_QUANTITY_MAX as QUANTITY_MAX } from '@yoga/contract/codes';
import type { SubApp } from '@yoga/platform';
import { clampQuantity, initialSku } from './sku';
import { useBuyState } from './use-buy-state';
import type { RefetchProduct } from './use-submit-order';

// Each sheet is its own chunk, loaded when first opened: the product page's first load stays small.
const SkuPicker = lazy(() => import('./sku-picker'));
const OrderSheet = lazy(() => import('./order-sheet'));

/**
 * Buy now, shared by the product page, the yoga-mat landing and the film offer: the chosen SKU and
 * quantity (from the URL), the SKU picker and the order sheet.
 */
export function useBuyFlow(sub: SubApp, product: ProductDetail | undefined, refetchProduct: RefetchProduct) {
  const buy = useBuyState();
  // null until first opened (nothing loads before); the counter remounts the picker on each opening.
  const [picker, setPicker] = useState<{ mode: 'select' | 'buy'; open: boolean; n: number } | null>(null);
  const sku = product ? initialSku(product, buy.skuId) : null;
  const qty = clampQuantity(buy.qty, sku);
  // The order sheet keeps the URL quantity even above the stock: after a short refusal it stays
  // disabled until the shopper takes the units left (改为 n 件), instead of silently shrinking.
  const orderQty = Math.min(Math.max(1, Math.floor(buy.qty) || 1), QUANTITY_MAX);
  const openPicker = (mode: 'select' | 'buy') => setPicker((p) => ({ mode, open: true, n: (p?.n ?? 0) + 1 }));
  const closePicker = () => setPicker((p) => p && { ...p, open: false });

  const sheets = product && sku && (
    <Suspense fallback={null}>
      {picker && (
        <SkuPicker
          key={picker.n}
          open={picker.open}
          mode={picker.mode}
          product={product}
          skuId={sku.id}
          qty={qty}
          onClose={closePicker}
          onDone={(skuId, n, now) => {
            closePicker();
            buy.set({ skuId, qty: n, ordering: now || undefined });
          }}
        />
      )}
      {buy.ordering && (
        <OrderSheet
          open
          sub={sub}
          product={product}
          sku={sku}
          qty={orderQty}
          buy={buy}
          onClose={() => buy.set({ ordering: false })}
          onRepick={() => openPicker('buy')}
          refetchProduct={refetchProduct}
        />
      )}
    </Suspense>
  );
  return {
    buy,
    sku,
    qty,
    soldOut: !!product && product.skus.every((s) => s.stock === 0),
    openPicker,
    sheets,
  };
}
