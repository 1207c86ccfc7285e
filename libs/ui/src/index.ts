export { PageShell, hasInAppHistory, type PageShellProps } from './page-shell';
export { RouteContext, useRouteTitle, type RouteInfo, type ScreenMap } from './route-context';
export { lazyScreens } from './lazy-screens';
export { Skeleton, StateView, EmptyState, ErrorState, type StateProps } from './states';
export { QueryState, type QueryStateProps, type QueryLike } from './query-state';
export { ListFooter, type ListFooterProps } from './list-footer';
export { NotFoundPage, UnderConstruction, MessagePage } from './status-pages';
export { HomeContext, useHome, type Home } from './home-context';
export { BrandLogo, type BrandLogoProps } from './brand-logo';
export { Illustration, type IllustrationName } from './illustrations';
export { showToast, clearToast, confirmDialog, showActionSheet } from './feedback';
export type { ToastOptions, ConfirmOptions, ActionSheetItem } from './feedback';
export { applyBrandTheme } from './theme';
// Kit parts for screens that load later; tree-shaking keeps them out of a first screen that does not use them.
export { PromptDialog, type PromptDialogProps } from './prompt-dialog';
export { FloatingButton } from './floating-button';
export { BottomSheet } from './bottom-sheet';
export { TitledSheet, type TitledSheetProps } from './titled-sheet';
export { IndexBar, type IndexBarProps } from './index-bar';
