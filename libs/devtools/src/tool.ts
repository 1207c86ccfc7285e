// The debug button and its actions: app-shell imports this entry on demand only, so none of it (the
// floating bubble, its gesture code, the prompt) is in a first screen. Apps import the package's main
// entry, which holds only the lazily loaded screens.
export { mountDebugTool } from './mount';
export { DebugTool, type DebugToolProps } from './debug-tool';
export { shouldShowDebugTool, switchLanguage, checkServerAddress } from './actions';
