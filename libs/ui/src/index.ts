export { PageShell, type PageShellProps } from './page-shell';
export { Skeleton, StateView, EmptyState, ErrorState, type StateProps } from './states';
export { NotFoundPage, UnderConstruction, MessagePage } from './status-pages';
export { showToast, clearToast, confirmDialog, showActionSheet } from './feedback';
export type { ToastOptions, ConfirmOptions, ActionSheetItem } from './feedback';
export { applyBrandTheme } from './theme';
