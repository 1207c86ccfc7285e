import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SubAppId } from '@yoga/platform';
import { showToast } from '@yoga/ui';
import { usePrepay } from './api/prepay';
import { channelFor, payEffects } from './pay-effects';

/**
 * The pay button's action. One payment at a time: a second tap while one is starting does nothing
 * (the server also hands both the same provider order). Whatever the host reports, `recheck` asks
 * the server, whose state is the only truth.
 */
export function usePay(subApp: SubAppId, orderNo: string, recheck: () => void) {
  const { t } = useLingui();
  const prepay = usePrepay(subApp, orderNo);
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);
  const done = () => {
    busy.current = false;
    setPaying(false);
  };
  // Back from the H5 cashier through the back-forward cache: the page was frozen mid-payment.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && (done(), recheck());
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  });

  const pay = async () => {
    if (busy.current) return;
    busy.current = true;
    setPaying(true);
    try {
      const host = payEffects.host();
      const r = await prepay.mutateAsync(channelFor(host));
      if (r.h5) return payEffects.assign(r.h5.url); // the page is leaving: stay busy
      if (r.jsapi) {
        const result = await payEffects.chatPay(r.jsapi);
        if (result === 'cancel') void showToast(t`已取消支付`);
        if (result === 'fail') void showToast(t`支付未完成，请重试`);
      } else if (r.mini) {
        const [page = '', query = ''] = r.mini.path.split('?');
        if (!(await payEffects.openNative(host, page, query))) void showToast(t`无法打开支付页面，请重试`);
      }
      done();
      recheck();
    } catch {
      // The request layer has shown the server's reason (e.g. the order just expired).
      done();
      recheck();
    }
  };
  return { pay, paying };
}
