// The chat platform's JS-SDK, from its npm package (never a script from the internet). It touches
// `window` when evaluated, so it is loaded on demand, only in hosts that have the platform.
export interface ChatSdk {
  config(c: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(fn: () => void): void;
  error(fn: (e: unknown) => void): void;
  updateAppMessageShareData(d: ShareData): void;
  updateTimelineShareData(d: Omit<ShareData, 'desc'>): void;
  showMenuItems?(d: { menuList: string[] }): void;
  miniProgram: MiniProgramBridge;
}

export interface ShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export interface MiniProgramBridge {
  navigateTo(o: { url: string }): void;
  switchTab(o: { url: string }): void;
}

let loading: Promise<ChatSdk> | null = null;

export function loadChatSdk(): Promise<ChatSdk> {
  loading ??= import('weixin-js-sdk').then((m) => ((m as { default?: unknown }).default ?? m) as ChatSdk);
  return loading;
}
