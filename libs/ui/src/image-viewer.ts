/**
 * A full-screen image viewer with swipe and pinch zoom. antd-mobile's viewer (and its gesture and
 * spring stack) arrives in its own chunk the first time a picture is opened, so a product page's
 * first screen does not pay for it (the same way feedback.ts loads Toast and Dialog).
 */
const viewerImpl = () => import('./image-viewer-impl');

/** Opens `images` at `index`; resolves once the viewer is showing. */
export function showImageViewer(images: readonly string[], index = 0): Promise<void> {
  if (images.length === 0) return Promise.resolve();
  return viewerImpl().then((m) => m.show(images, index));
}
