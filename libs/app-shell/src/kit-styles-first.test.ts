import { describe, expect, it } from 'vitest';
import { kitStylesFirst } from './kit-styles-first';

describe('kitStylesFirst', () => {
  it('puts the stylesheets that end the body into the head, before any a screen adds, and drops the originals once loaded', () => {
    document.head.innerHTML = '<title>x</title>';
    document.body.innerHTML =
      '<div id="root"></div><link rel="stylesheet" href="/a/index.css"><link rel="stylesheet" href="/a/login.css">';
    kitStylesFirst();
    // A screen's stylesheet, appended to the head later (Vite's preload), now comes after the kit's.
    const screen = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: '/a/screen.css',
    });
    document.head.append(screen);
    const inHead = [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));
    expect(inHead).toEqual(['/a/index.css', '/a/login.css', '/a/screen.css']);
    // Until its copy has loaded, the original keeps styling the page.
    expect(document.body.querySelectorAll('link')).toHaveLength(2);
    for (const l of document.head.querySelectorAll('link')) l.dispatchEvent(new Event('load'));
    expect(document.body.querySelectorAll('link')).toHaveLength(0);
  });

  it('leaves a page without such stylesheets (development) as it is', () => {
    document.head.innerHTML = '<style>.y-card{}</style>';
    document.body.innerHTML = '<div id="root"></div>';
    kitStylesFirst();
    expect(document.head.innerHTML).toBe('<style>.y-card{}</style>');
  });
});
