/** Every way a request can fail, each with a message a developer can act on. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** Tries the transport made (it retries idempotent reads): the query client does not multiply them. */
  attempts = 1;
}

/** The server answered with an envelope whose state is not success. */
export class ApiBusinessError extends ApiError {
  override name = 'ApiBusinessError';
  constructor(
    readonly state: unknown,
    readonly code: number | null,
    readonly serverMsg: string,
    readonly data: unknown = null,
  ) {
    super(
      `Request rejected by the server (state ${String(state)}, code ${code ?? 'none'}): ${serverMsg || 'no message'}`,
    );
  }
}

/**
 * The server wants a sign-in (spec section 4: code 11 on suman, 403 elsewhere); the request layer
 * is already taking the user to login, so a screen asks to sign in rather than offering a retry.
 */
export class ApiLoginRequiredError extends ApiBusinessError {
  override name = 'ApiLoginRequiredError';
  readonly loginRequired = true;
}

export class ApiTimeoutError extends ApiError {
  override name = 'ApiTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`);
  }
}

/** No answer at all: offline, DNS, connection reset, CORS. */
export class ApiNetworkError extends ApiError {
  override name = 'ApiNetworkError';
}

/** An answer that is not the JSON we speak: a proxy's HTML error page, an empty body, plain text. */
export class ApiResponseError extends ApiError {
  override name = 'ApiResponseError';
  constructor(
    readonly status: number,
    readonly excerpt: string,
  ) {
    super(`Unreadable response (HTTP ${status}): ${excerpt || 'empty body'}`);
  }
}

/** A compact body that cannot be decrypted or is not JSON once decrypted. */
export class ApiCompactError extends ApiError {
  override name = 'ApiCompactError';
}

export class ApiConfigError extends ApiError {
  override name = 'ApiConfigError';
}

/** A short, tag-free excerpt of a body, safe for logs and error reports. */
export function excerptOf(body: string): string {
  return body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}
