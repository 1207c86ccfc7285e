export { captureEntryUrl, signedUrl } from './entry-url';
export { configureChatSdk, shareData, applyShare, SHARE_APIS, DEFAULT_SIGN_PATH } from './configure';
export type { SignatureData, SdkOptions, PageShare } from './configure';
export { setupChatSdk, chatSdkSetup, shareScreen, shareDefault, resetChatSdkSetup } from './share';
export {
  oauthUrl,
  startChatOAuth,
  configureChatOAuth,
  chatOAuthConfig,
  takeOAuthCode,
  type OAuthOptions,
} from './oauth';
export {
  openNativePage,
  miniProgramLogin,
  nativeLoginQuery,
  TAB_PAGES,
  NATIVE_LOGIN_PAGE,
} from './mini-program';
export type { ChatSdk, MiniProgramBridge, ShareData } from './wx';
export { chooseChatPay, type ChatPayParams, type ChatPayResult, type ChatPayDeps } from './pay';
