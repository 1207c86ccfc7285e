import { createContext, useContext } from 'react';
import { brandOf, homeOf, type BrandId } from '@yoga/platform';

/** Where "home" is for the page on screen, and how to get there. */
export interface Home {
  /** The current sub-app's home, or the product index outside every sub-app. */
  href: string;
  /** The brand of the page on screen. */
  brand: BrandId;
  /** Goes home; the app shell makes it the native home tab inside mini-programs. */
  go: (opts?: { replace?: boolean }) => void;
}

/** Set by the app shell from the router's location. */
export const HomeContext = createContext<Home | null>(null);

/** The app shell's home, or (outside it) the one the address bar implies, reached by a page load. */
export function useHome(): Home {
  const home = useContext(HomeContext);
  if (home) return home;
  const href = homeOf(location.pathname, location.hash);
  return {
    href,
    brand: brandOf(location.pathname, location.hash),
    go: ({ replace } = {}) => (replace ? location.replace(href) : location.assign(href)),
  };
}
