/**
 * The chat platform signs SDK configuration for a URL. On iOS its browser keeps the URL the page
 * was first entered with for the whole visit, so that is the URL to sign; on Android the current
 * URL is used, which equals it until the router moves. Boot records the first-entry URL (without its
 * fragment, which the platform never signs) in the platform lib before the router starts; we sign that.
 */
import { captureEntryUrl, entryUrl, resetEntryUrl } from '@yoga/platform';

export { captureEntryUrl, resetEntryUrl };

export const signedUrl = (): string => entryUrl();
