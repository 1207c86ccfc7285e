import { useLocation } from 'react-router';
import { detectSubApp, type SubApp } from '@yoga/platform';

/** The sub-app the screen is shown in, from the path: one screen serves every brand. */
export function useSubApp(): SubApp {
  return detectSubApp(useLocation().pathname)!;
}
