/** Name, message and stack of anything thrown or rejected: Errors, DOMExceptions, plain objects. */
export function describeError(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const e = error as { name?: unknown; message?: unknown; stack?: unknown };
    const message = typeof e.message === 'string' ? e.message : safeJson(e.message);
    return {
      name: typeof e.name === 'string' ? e.name : 'Error',
      message,
      ...(typeof e.stack === 'string' ? { stack: e.stack } : {}),
    };
  }
  if (typeof error === 'string') return { name: 'Error', message: error };
  // A rejected plain object (a business envelope, say): its JSON is what the rules look at.
  return {
    name: typeof error === 'object' && error !== null ? 'Object' : typeof error,
    message: safeJson(error),
  };
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}
