import type { ScreenMap } from '@yoga/ui';

/** One module per screen, so each is its own chunk; apps wire `screen: loginScreens.login`. */
export const loginScreens = {
  login: () => import('./login-screen'),
  chatLogin: () => import('./chat-login-screen'),
} satisfies ScreenMap;
