import type { CoreRecorder } from './core-types';
import { loadMp3Encoder, loadRecorderCore } from './engine-loader';
import { RecorderError, toRecorderError } from './errors';

/**
 * Spec section 9. recorder-core's own default is mp3 at 16000 Hz / 16 kbps; answers are recorded
 * at 24000 Hz, which MPEG-2 layer III supports natively, for clearer speech at the same bit rate.
 */
export const RECORDER_CONFIG = { type: 'mp3', sampleRate: 24000, bitRate: 16 } as const;

export interface Recording {
  blob: Blob;
  durationMs: number;
}

export interface Recorder {
  /** Asks for the microphone (the browser may prompt). Call from a tap: iOS needs a user gesture. */
  open(): Promise<void>;
  /** Starts capturing now; the mp3 encoder downloads meanwhile. */
  start(): void;
  stop(): Promise<Recording>;
  /** Releases the microphone. */
  close(): void;
}

export function createRecorder(): Recorder {
  let rec: CoreRecorder | null = null;
  let encoder: Promise<void> | null = null;

  return {
    async open() {
      // Checked before loading anything: browsers hide getUserMedia on insecure pages entirely.
      if (typeof window !== 'undefined' && window.isSecureContext === false) {
        throw new RecorderError('insecure-page', `not a secure context: ${location.protocol}`);
      }
      const Recorder = await loadRecorderCore().catch((e: unknown) => {
        throw new RecorderError('unknown', `recorder-core failed to load: ${String(e)}`);
      });
      const current = (rec ??= Recorder({ ...RECORDER_CONFIG }));
      await new Promise<void>((resolve, reject) =>
        current.open(resolve, (message, notAllowed) => reject(toRecorderError(message, notAllowed))),
      );
    },

    start() {
      if (!rec) throw new RecorderError('not-started', 'start() called before open()');
      // Capture must begin at the tap, not after a download: recorder-core keeps the raw buffers
      // and encodes them at stop() when the encoder was not there yet at start.
      encoder = loadMp3Encoder();
      encoder.catch(() => undefined); // reported by stop(), not as an unhandled rejection
      rec.start();
    },

    async stop() {
      const current = rec;
      if (!current || !encoder) throw new RecorderError('not-started', 'stop() called before start()');
      try {
        await encoder;
      } catch (e) {
        current.stop(
          () => undefined,
          () => undefined,
        ); // ends the capture all the same
        throw new RecorderError('encoder-not-loaded', `mp3 encoder failed to load: ${String(e)}`);
      }
      return new Promise<Recording>((resolve, reject) =>
        current.stop(
          (blob, durationMs) => resolve({ blob, durationMs }),
          (message) => reject(toRecorderError(message)),
        ),
      );
    },

    close() {
      rec?.close();
      rec = null;
      encoder = null;
    },
  };
}
