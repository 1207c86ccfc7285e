/**
 * The desktop frame and the app inside it talk by postMessage, both ends naming and checking the
 * exact origin (never '*'), and the parent also checking that the message comes from its own frame.
 */
export const FRAME_PATH = 'yoga:frame-path';

export interface FramePathMessage {
  type: typeof FRAME_PATH;
  path: string;
  title: string;
}

function isFramePathMessage(data: unknown): data is FramePathMessage {
  const d = data as FramePathMessage | null;
  return !!d && d.type === FRAME_PATH && typeof d.path === 'string' && typeof d.title === 'string';
}

/** Inside the frame: tell the parent page where the app is now. */
export function reportPathToParent(win: Window = window): void {
  if (win.parent === win) return;
  const { pathname, search, hash, origin } = win.location;
  const message: FramePathMessage = {
    type: FRAME_PATH,
    path: pathname + search + hash,
    title: win.document.title,
  };
  win.parent.postMessage(message, origin);
}

/** On the desktop page: a message handler that makes the address bar and title follow the frame. */
export function followFrame(frame: () => Window | null | undefined, win: Window = window) {
  return (e: MessageEvent): void => {
    if (e.origin !== win.location.origin || !e.source || e.source !== frame()) return;
    if (!isFramePathMessage(e.data)) return;
    const { path, title } = e.data;
    if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return;
    win.history.replaceState(win.history.state, '', path);
    if (title.trim()) win.document.title = title;
  };
}
