// Spec section 8: failures that are expected in normal use, and would only drown the real ones.
export const IGNORE_RULES: readonly { name: string; test: (message: string) => boolean }[] = [
  // A rejected business envelope ({"code":403,...}, "code: 11"): the request layer handles those.
  // "barcode:" or "Unicode" are not a code field, hence the non-word character before it.
  { name: 'code-field', test: (m) => /(^|[^\w])["']?code["']?\s*:/i.test(m) },
  // NotAllowedError from media playback or the microphone: the user said no, or has not tapped yet.
  { name: 'not-allowed', test: (m) => /not allowed by the user agent or the platform/i.test(m) },
  // Timeouts ("timeout of 60000ms exceeded", "Timeout"): the network, not a bug.
  { name: 'timeout', test: (m) => /^\s*timeout/i.test(m) },
  // Native-bridge calls made outside the app's web-view.
  { name: 'not-in-app', test: (m) => /\bnot in (the )?app\b|不在\s*app\s*[内中里]/i.test(m) },
];

/** The name of the rule that ignores this message, or null when it should be reported. */
export function ignoredBy(message: string): string | null {
  return IGNORE_RULES.find((r) => r.test(message))?.name ?? null;
}
