/**
 * The chat platform signs SDK configuration for a URL. On iOS its browser keeps the URL the page
 * was first entered with for the whole visit, so that is the URL to sign; on Android the current
 * URL is used, which equals it until the router moves. We capture the first-entry URL (without its
 * fragment, which the platform never signs) before the router starts, and sign that.
 */
let entryUrl: string | null = null;

export function captureEntryUrl(href: string = location.href): void {
  entryUrl ??= href.split('#')[0]!;
}

export function signedUrl(): string {
  return entryUrl ?? location.href.split('#')[0]!;
}

/** For tests. */
export function resetEntryUrl(): void {
  entryUrl = null;
}
