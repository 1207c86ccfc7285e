export { PageShell, hasInAppHistory, type PageShellProps } from './page-shell';
export {
  ResultPage,
  ResultHeading,
  outcomeOf,
  type ResultOutcome,
  type ResultPageProps,
  type ResultWords,
} from './result-page';
export { RouteContext, useRouteTitle, type RouteInfo, type ScreenMap } from './route-context';
export { lazyScreens } from './lazy-screens';
export { Skeleton, StateView, EmptyState, ErrorState, type StateProps } from './states';
export { isSignedIn, useSignedIn, SignInGate, SignInPrompt } from './sign-in-prompt';
export { QueryState, type QueryStateProps, type QueryLike } from './query-state';
export { CoverImage, type CoverImageProps } from './cover-image';
export { NotFoundView, isNotFoundError } from './not-found';
export { ListFooter, type ListFooterProps } from './list-footer';
export { useScrollMemory } from './use-scroll-memory';
export { PagedList, type PagedListProps, type InfiniteLike, type PageLike } from './paged-list';
export { NotFoundPage, UnderConstruction, MessagePage } from './status-pages';
export { HomeContext, useHome, type Home } from './home-context';
export { BrandLogo, type BrandLogoProps } from './brand-logo';
export { Illustration, type IllustrationName } from './illustrations';
export { showToast, clearToast, confirmDialog, showActionSheet } from './feedback';
export { refusalText } from './refusal';
export type { ToastOptions, ConfirmOptions, ActionSheetItem } from './feedback';
export { showImageViewer } from './image-viewer';
export { pickDate, type DatePickOptions } from './date-picker';
export { applyBrandTheme } from './theme';
export { themeColour } from './theme-colour';
// Kit parts for screens that load later; tree-shaking keeps them out of a first screen that does not use them.
export { InfoRow } from './info-row';
export { MonthCalendar, weeksOf, type MonthCalendarProps } from './month-calendar';
export { PromptDialog, type PromptDialogProps } from './prompt-dialog';
export { FloatingButton } from './floating-button';
export { BottomSheet } from './bottom-sheet';
export { TitledSheet, type TitledSheetProps } from './titled-sheet';
export { IndexBar, type IndexBarProps } from './index-bar';
export { ActionBar, type ActionBarProps } from './action-bar';
export { AgreementCheck, AgreementLink, type AgreementCheckProps } from './agreement-check';
// Moved to the format kit with the countdowns; re-exported so existing screens keep working.
export { useNow } from '@yoga/format';
// Order parts shared by features/orders and features/shop-orders; their strings travel with those
// features' catalogs (lingui.config.ts featureLibs), not in every app's first one.
export { CopyButton, copyText } from './commerce/copy-button';
export { StarRating, type StarRatingProps } from './commerce/star-rating';
export { PointsRow, pointsToUse, type PointsRowProps } from './commerce/points-row';
export { PhotoGrid, type PhotoGridProps } from './commerce/photo-grid';
export { usePhotoUploads } from './commerce/use-photo-uploads';
export { uploadPhoto } from './commerce/upload-photo';
export { PHOTO_MAX_BYTES, PHOTO_TYPES } from './commerce/limits';
export {
  StoreAmountWord,
  storeOrderLabels,
  storeOrderNotes,
  storeOrderShown,
  useStoreOrderView,
  type StoreOrderShown,
} from './commerce/store-order-status';
export {
  StoreOrderActions,
  storeOrderActions,
  storeOrderActionLabels,
  type StoreOrderAction,
  type StoreOrderActionsProps,
  type StoreOrderFlows,
} from './commerce/store-order-actions';
export type { PhotoUploads, UploadedPhoto, UploadingPhoto } from './commerce/use-photo-uploads';
// The sub-app and the typed query of the current location (links are built with link() of @yoga/platform).
export { useSubApp } from './use-sub-app';
export { useRouteQuery } from './use-route-query';
export {
  Page,
  Section,
  Card,
  Facts,
  ChoiceGroup,
  StatusLine,
  Badge,
  cx,
  type SectionProps,
  type CardProps,
  type ChoiceGroupProps,
} from './layout';
export {
  Field,
  FieldError,
  SubmitButton,
  type FieldProps,
  type ControlProps,
  type SubmitButtonProps,
} from './form';
export { useSessionDraft, takeSessionDraft, type SessionDraftOptions } from './use-session-draft';
