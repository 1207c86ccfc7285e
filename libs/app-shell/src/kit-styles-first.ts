/**
 * The build moves the app's stylesheet (the kit) to the end of <body>, so it no longer holds back the
 * first paint (tools/vite/first-paint.ts). A screen's own stylesheet, loaded later, is appended to
 * <head>: before the kit, whose classes then beat a feature module's rules of the same weight (a
 * `y-card-brand` hero lost its module's gradient). Put back in <head> before any screen loads, the kit
 * comes first again, as it does in development. Each sheet is copied and the original removed only
 * once the copy has loaded (from the cache), so nothing is ever shown unstyled.
 */
export function kitStylesFirst(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('body > link[rel="stylesheet"]')) {
    const copy = link.cloneNode() as HTMLLinkElement;
    const drop = () => link.remove();
    copy.addEventListener('load', drop, { once: true });
    doc.head.append(copy);
  }
}
