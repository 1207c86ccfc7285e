import { signedUrl } from './entry-url';
import { loadChatSdk, type ChatSdk, type ShareData } from './wx';

export const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareTimeline'];

export interface SignatureData {
  appId: string;
  timestamp: number | string;
  nonceStr: string;
  signature: string;
}

export interface SdkOptions {
  /** POSTs {url} to the signature call and resolves its data. */
  sign: (path: string, url: string) => Promise<SignatureData>;
  /** The standard signature call. */
  signPath?: string;
  /** The one fixed app id that is signed by a different call (its path comes from config). */
  fixedAppId?: string;
  fixedSignPath?: string;
  appId?: string;
  sdk?: () => Promise<ChatSdk>;
  log?: (message: string, detail?: unknown) => void;
}

export const DEFAULT_SIGN_PATH = '/student/v1/wx/web_init_config';

/**
 * Signs the first-entry URL and configures the SDK for sharing. Failures are only logged: a page
 * must work the same when sharing is unavailable (spec section 8).
 */
export async function configureChatSdk(o: SdkOptions): Promise<ChatSdk | null> {
  const log = o.log ?? ((m, d) => console.warn(m, d));
  const special = o.fixedAppId && o.appId === o.fixedAppId && o.fixedSignPath;
  const path = special ? o.fixedSignPath! : (o.signPath ?? DEFAULT_SIGN_PATH);
  try {
    const [sdk, data] = await Promise.all([(o.sdk ?? loadChatSdk)(), o.sign(path, signedUrl())]);
    sdk.error((e) => log('chat SDK config error', e));
    sdk.config({
      debug: false,
      appId: data.appId,
      timestamp: Number(data.timestamp),
      nonceStr: data.nonceStr,
      signature: data.signature,
      jsApiList: SHARE_APIS,
    });
    return sdk;
  } catch (e) {
    log('chat SDK config failed', e);
    return null;
  }
}

export interface PageShare {
  title: string;
  desc: string;
  imgUrl?: string;
  link?: string;
}

/** Share card of the current page; the link is the current address without its query. */
export function shareData(
  p: PageShare,
  defaultImage: string,
  loc: Pick<Location, 'origin' | 'pathname'> = location,
): ShareData {
  return {
    title: p.title,
    desc: p.desc,
    imgUrl: p.imgUrl || defaultImage,
    link: p.link ?? loc.origin + loc.pathname,
  };
}

export function applyShare(sdk: ChatSdk, data: ShareData): void {
  sdk.ready(() => {
    sdk.updateAppMessageShareData(data);
    sdk.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imgUrl });
    sdk.showMenuItems?.({ menuList: ['menuItem:share:appMessage', 'menuItem:share:timeline'] });
  });
}
