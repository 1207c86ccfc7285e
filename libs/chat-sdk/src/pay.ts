import { loadChatSdk } from './wx';

/** The chat platform's JSAPI pay parameters, as the server signs them. */
export interface ChatPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

export type ChatPayResult = 'ok' | 'cancel' | 'fail';

/** The platform's in-page bridge: present in its browser, needs no SDK config for paying. */
interface JsBridge {
  invoke(api: string, params: object, done: (res: { err_msg?: string }) => void): void;
}
/** The SDK's own pay call (needs `chooseWXPay` in the config's API list). */
interface PaySdk {
  chooseWXPay(o: Omit<ChatPayParams, 'appId' | 'timeStamp'> & { timestamp: string } & Callbacks): void;
}
interface Callbacks {
  success(): void;
  cancel(): void;
  fail(e: unknown): void;
}

export interface ChatPayDeps {
  bridge?: () => JsBridge | null;
  sdk?: () => Promise<PaySdk>;
}

const defaultDeps: Required<ChatPayDeps> = {
  bridge: () => (globalThis as { WeixinJSBridge?: JsBridge }).WeixinJSBridge ?? null,
  sdk: async () => (await loadChatSdk()) as unknown as PaySdk,
};

/**
 * Pays with the chat platform's JSAPI: its bridge when it is there (no signature config needed),
 * else the SDK's `chooseWXPay`. Resolves how the user left the platform's pay sheet; the order's
 * true state is the server's, so callers poll it whatever this says.
 */
export async function chooseChatPay(p: ChatPayParams, deps: ChatPayDeps = {}): Promise<ChatPayResult> {
  const d = { ...defaultDeps, ...deps };
  const bridge = d.bridge();
  if (bridge)
    return new Promise((resolve) =>
      bridge.invoke('getBrandWCPayRequest', p, (res) => {
        const m = res.err_msg ?? '';
        resolve(m.endsWith(':ok') ? 'ok' : m.endsWith(':cancel') ? 'cancel' : 'fail');
      }),
    );
  try {
    const sdk = await d.sdk();
    return await new Promise((resolve) =>
      sdk.chooseWXPay({
        timestamp: p.timeStamp,
        nonceStr: p.nonceStr,
        package: p.package,
        signType: p.signType,
        paySign: p.paySign,
        success: () => resolve('ok'),
        cancel: () => resolve('cancel'),
        fail: () => resolve('fail'),
      }),
    );
  } catch {
    return 'fail';
  }
}
