/** The slice of recorder-core we use; its own typing is `any`, so this keeps our calls checked. */
export interface CoreRecorder {
  open(ok: () => void, fail: (message: string, isUserNotAllow?: boolean) => void): void;
  start(): void;
  stop(ok: (blob: Blob, durationMs: number, mime: string) => void, fail: (message: string) => void): void;
  close(done?: () => void): void;
}

export interface CoreConfig {
  type: 'mp3';
  sampleRate: number;
  bitRate: number;
}

export interface CoreFactory {
  (config: CoreConfig): CoreRecorder;
  /** Address of recorder-core's usage-statistics image; empty disables it. */
  TrafficImgUrl: string;
  i18n: { lang: string };
}
