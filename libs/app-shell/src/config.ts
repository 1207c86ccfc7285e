/**
 * The build's configuration: every VITE_* value parsed once, failing with a message that names the
 * variable. Values are public by nature (they ship in the bundle); no secret belongs here.
 */
export interface AppConfig {
  /** Base of the standard API client: an absolute http(s) URL or a same-origin path. */
  apiBase: string;
  /** Compact-body key material (16, 24 or 32 bytes). The real one is set by the deployment. */
  compactKey: string;
  /** A test environment the debug tool offers, when the deployment names one. */
  testApiBase?: string;
  /** The chat platform: the app id of this product, its OAuth page, and the fixed-id signature call. */
  chat: { appId?: string; authorizeUrl: string; fixedAppId?: string; fixedSignPath?: string };
  /** The error reporter: off when no key is configured; a key needs its endpoint (no default). */
  monitoring?: { key: string; endpoint: string };
  /**
   * The class guide's recording, played when a /suman/class_guide link names no video; absent:
   * the video page says which video is missing instead of playing a file of the stand-in.
   */
  classGuideVideo?: string;
  /** Whether the debug tool may show in this build. */
  debugTool: boolean;
  mode: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | boolean | undefined>;

export function parseConfig(env: Env): AppConfig {
  const str = (k: string, fallback?: string): string => {
    const v = env[k];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
    if (fallback !== undefined) return fallback;
    throw new ConfigError(`Missing ${k}: set it in .env or the build environment.`);
  };
  const apiBase = str('VITE_API_BASE', '/api');
  if (!/^https?:\/\/[^/\s]+/.test(apiBase) && !/^\/(?!\/)/.test(apiBase))
    throw new ConfigError(
      `VITE_API_BASE must be an http(s) URL or a path starting with one "/", got "${apiBase}".`,
    );
  const compactKey = str('VITE_COMPACT_KEY');
  const keyBytes = new TextEncoder().encode(compactKey).length;
  if (![16, 24, 32].includes(keyBytes))
    throw new ConfigError(`VITE_COMPACT_KEY must be 16, 24 or 32 bytes long, got ${keyBytes}.`);
  const flag = str('VITE_DEBUG_TOOL', 'auto');
  if (!['on', 'off', 'auto'].includes(flag))
    throw new ConfigError(`VITE_DEBUG_TOOL must be on, off or auto, got "${flag}".`);
  const mode = String(env.MODE ?? 'production');
  const testApiBase =
    typeof env.VITE_TEST_API_BASE === 'string' && env.VITE_TEST_API_BASE.trim()
      ? env.VITE_TEST_API_BASE.trim()
      : undefined;
  if (testApiBase && !/^https?:\/\/[^/\s]+/.test(testApiBase))
    throw new ConfigError(`VITE_TEST_API_BASE must be an http(s) URL, got "${testApiBase}".`);
  const opt = (k: string) =>
    typeof env[k] === 'string' && (env[k] as string).trim() ? (env[k] as string).trim() : undefined;
  const authorizeUrl =
    opt('VITE_CHAT_AUTHORIZE_URL') ?? 'https://open.weixin.qq.com/connect/oauth2/authorize';
  if (!/^https?:\/\/[^/\s]+/.test(authorizeUrl) && !/^\/(?!\/)\S*$/.test(authorizeUrl))
    throw new ConfigError(
      `VITE_CHAT_AUTHORIZE_URL must be an http(s) URL or a same-origin path, got "${authorizeUrl}".`,
    );
  const chat = {
    appId: opt('VITE_CHAT_APP_ID'),
    authorizeUrl,
    fixedAppId: opt('VITE_CHAT_FIXED_APP_ID'),
    fixedSignPath: opt('VITE_CHAT_FIXED_SIGN_PATH'),
  };
  const urlOrPath = (k: string): string | undefined => {
    const v = opt(k);
    if (v !== undefined && !/^https?:\/\/[^/\s]+/.test(v) && !/^\/(?!\/)\S*$/.test(v))
      throw new ConfigError(`${k} must be an http(s) URL or a same-origin path, got "${v}".`);
    return v;
  };
  const monKey = opt('VITE_MONITORING_KEY');
  // No default endpoint: one used to point at the stand-in's collector (/__dev), which a production
  // host does not serve. Development sets both in .env; a release without them reports nowhere.
  const monEndpoint = urlOrPath('VITE_MONITORING_ENDPOINT');
  if (monKey && !/^[0-9a-f]{64}$/i.test(monKey))
    throw new ConfigError(
      `VITE_MONITORING_KEY must be 64 hexadecimal characters, got ${monKey.length} characters.`,
    );
  if (monKey && !monEndpoint)
    throw new ConfigError(
      'VITE_MONITORING_ENDPOINT is missing: set the error reporter’s URL with VITE_MONITORING_KEY, or unset both (no reports).',
    );
  const monitoring = monKey && monEndpoint ? { key: monKey, endpoint: monEndpoint } : undefined;
  return {
    classGuideVideo: urlOrPath('VITE_CLASS_GUIDE_VIDEO'),
    monitoring,
    chat,
    testApiBase,
    apiBase: apiBase.replace(/\/+$/, ''),
    compactKey,
    debugTool: flag === 'on' || (flag === 'auto' && mode !== 'production'),
    mode,
  };
}

let cached: AppConfig | null = null;

export function appConfig(): AppConfig {
  cached ??= parseConfig(import.meta.env as Env);
  return cached;
}
