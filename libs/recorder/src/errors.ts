/** Every way recording can fail that the user can be told about (spec section 8). */
export type RecorderErrorCode =
  | 'nothing-recorded'
  | 'buffers-released'
  | 'encoder-not-loaded'
  | 'environment'
  | 'permission-denied'
  | 'insecure-page'
  | 'no-microphone'
  | 'device-busy'
  | 'unsupported'
  | 'not-started'
  | 'unknown';

export class RecorderError extends Error {
  override name = 'RecorderError';
  constructor(
    readonly code: RecorderErrorCode,
    /** What recorder-core or the browser said: for developers and error reports, not for users. */
    readonly detail: string,
  ) {
    super(`Recording failed (${code}): ${detail}`);
  }
}

// getUserMedia's DOMException names, current and legacy (old Chrome and Firefox spellings).
const BY_NAME: Record<string, RecorderErrorCode> = {
  NotAllowedError: 'permission-denied',
  PermissionDeniedError: 'permission-denied',
  SecurityError: 'insecure-page',
  NotFoundError: 'no-microphone',
  DevicesNotFoundError: 'no-microphone',
  OverconstrainedError: 'no-microphone',
  ConstraintNotSatisfiedError: 'no-microphone',
  NotReadableError: 'device-busy',
  TrackStartError: 'device-busy',
  AbortError: 'device-busy',
};

// recorder-core reports failures as (Chinese) text only; the language is pinned in engine-loader.
// Order matters: a message can carry several hints (e.g. "无法录音：NotFoundError…，无可用麦克风"), and
// the encoder check ("不能录音：…(未加载编码器)") must win over the generic environment check.
const BY_TEXT: [RegExp, RecorderErrorCode][] = [
  [/未采集到录音|生成的\S*无效/, 'nothing-recorded'],
  [/音频buffers被释放/, 'buffers-released'],
  [/未加载\S*编码器|需要先导入/, 'encoder-not-loaded'],
  [/用户拒绝|无权录音|NotAllowedError|PermissionDenied/, 'permission-denied'],
  [/不安全页面|SecurityError/, 'insecure-page'],
  [/无可用麦克风|NotFoundError|DevicesNotFound|Overconstrained/, 'no-microphone'],
  [/NotReadableError|TrackStartError|Could not start/, 'device-busy'],
  [/不支持录音|不支持此浏览器|非浏览器环境/, 'unsupported'],
  [/未开始录音|未open/, 'not-started'],
  [/录音错误：|不能录音：/, 'environment'],
];

/** Turns whatever recording threw (recorder-core text, a DOMException, an Error) into a RecorderError. */
export function toRecorderError(cause: unknown, isUserNotAllow = false): RecorderError {
  if (cause instanceof RecorderError) return cause;
  const detail = describe(cause);
  if (isUserNotAllow) return new RecorderError('permission-denied', detail);
  const name = typeof cause === 'object' && cause !== null ? (cause as { name?: unknown }).name : undefined;
  const byName = typeof name === 'string' ? BY_NAME[name] : undefined;
  if (byName) return new RecorderError(byName, detail);
  const byText = BY_TEXT.find(([re]) => re.test(detail))?.[1];
  return new RecorderError(byText ?? 'unknown', detail);
}

function describe(cause: unknown): string {
  if (typeof cause === 'string') return cause;
  if (cause instanceof Error || (typeof cause === 'object' && cause !== null && 'message' in cause)) {
    const { name, message } = cause as { name?: unknown; message?: unknown };
    return [name, message].filter((x) => typeof x === 'string' && x).join(': ');
  }
  return String(cause);
}
