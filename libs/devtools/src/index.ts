// The debug button is the './tool' entry, loaded by app-shell only when it is to be shown. (The
// webview_test screen lives in the downloads feature.)
export { mountDebugTool } from './tool';
