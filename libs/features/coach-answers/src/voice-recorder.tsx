import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formatDuration } from '@yoga/format';
import { COACH_ANSWER_AUDIO_MAX_MS } from '@yoga/contract/codes';
import { createRecorder, recorderErrorMessage, useAnswerQuestionStore, type Recording } from '@yoga/recorder';

export interface VoiceNote extends Recording {
  url: string;
}

/**
 * Records a voice answer (mp3, 24 kHz, 16 kbps by the recorder lib), then lets the coach listen to it
 * before sending, or record again. A failure is said in words (spec section 8), never as a code.
 */
export function VoiceRecorder({
  note,
  onChange,
}: {
  note: VoiceNote | null;
  onChange: (n: VoiceNote | null) => void;
}) {
  const { t } = useLingui();
  const setRec = useAnswerQuestionStore((s) => s.setRec);
  const [phase, setPhase] = useState<'idle' | 'opening' | 'recording' | 'stopping'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const rec = useRef<ReturnType<typeof createRecorder> | null>(null);
  const started = useRef(0);

  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = window.setInterval(() => {
      const ms = Date.now() - started.current;
      setElapsed(ms);
      if (ms >= COACH_ANSWER_AUDIO_MAX_MS) void stop();
    }, 250);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  useEffect(
    () => () => {
      rec.current?.close();
      setRec(null);
    },
    [setRec],
  );

  const start = async () => {
    setError(null);
    setPhase('opening');
    const r = (rec.current ??= createRecorder());
    setRec(r);
    try {
      await r.open();
      r.start();
      started.current = Date.now();
      setElapsed(0);
      setPhase('recording');
    } catch (e) {
      setError(recorderErrorMessage(e));
      setPhase('idle');
    }
  };

  const stop = async () => {
    const r = rec.current;
    if (!r) return;
    setPhase('stopping');
    try {
      const recording = await r.stop();
      if (note) URL.revokeObjectURL(note.url);
      onChange({ ...recording, url: URL.createObjectURL(recording.blob) });
    } catch (e) {
      setError(recorderErrorMessage(e));
    } finally {
      r.close();
      rec.current = null;
      setRec(null);
      setPhase('idle');
    }
  };

  const discard = () => {
    if (note) URL.revokeObjectURL(note.url);
    onChange(null);
  };

  return (
    <div className="ca-voice" data-testid="ca-voice">
      <span className="ca-label">
        <Trans>语音回答</Trans>
      </span>
      {note && phase === 'idle' && (
        <>
          <span data-testid="ca-voice-length">
            <Trans>已录制 {formatDuration(note.durationMs / 1000)}，发送前可先试听</Trans>
          </span>
          <audio controls src={note.url} aria-label={t`试听语音回答`} />
        </>
      )}
      <div className="ca-row">
        {phase === 'recording' || phase === 'stopping' ? (
          <button type="button" className="y-btn" onClick={() => void stop()} disabled={phase === 'stopping'}>
            <Trans>停止录音 {formatDuration(elapsed / 1000)}</Trans>
          </button>
        ) : (
          <button
            type="button"
            className="y-btn y-btn-ghost"
            onClick={() => void start()}
            disabled={phase === 'opening'}
          >
            {note ? <Trans>重新录音</Trans> : <Trans>开始录音</Trans>}
          </button>
        )}
        {note && phase === 'idle' && (
          <button type="button" className="y-btn y-btn-ghost" onClick={discard}>
            <Trans>删除语音</Trans>
          </button>
        )}
      </div>
      {error && (
        <p className="ca-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
