export { PageShell, type PageShellProps } from './page-shell';
export { RouteContext, useRouteTitle, type RouteInfo, type ScreenMap } from './route-context';
export { Skeleton, StateView, EmptyState, ErrorState, type StateProps } from './states';
export { QueryState, type QueryStateProps, type QueryLike } from './query-state';
export { ListFooter, type ListFooterProps } from './list-footer';
export { NotFoundPage, UnderConstruction, MessagePage, HomeContext } from './status-pages';
export { showToast, clearToast, confirmDialog, showActionSheet } from './feedback';
export type { ToastOptions, ConfirmOptions, ActionSheetItem } from './feedback';
export { applyBrandTheme } from './theme';
// Kit parts for screens that load later; tree-shaking keeps them out of a first screen that does not use them.
export { PromptDialog, type PromptDialogProps } from './prompt-dialog';
export { FloatingButton } from './floating-button';
export { BottomSheet } from './bottom-sheet';
