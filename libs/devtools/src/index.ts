export { mountDebugTool } from './mount';
export { DebugTool, type DebugToolProps } from './debug-tool';
export { shouldShowDebugTool, switchLanguage, checkServerAddress } from './actions';
