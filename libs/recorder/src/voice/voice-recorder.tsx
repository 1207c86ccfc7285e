import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formatDuration } from '@yoga/format';
import { COACH_ANSWER_AUDIO_MAX_MS } from '@yoga/contract/codes';
import { createRecorder, type Recorder, type Recording } from '../create-recorder';
import { recorderErrorMessage } from '../messages';
import { useAnswerQuestionStore } from '../use-answer-question-store';
import s from './answer.module.css';

export interface VoiceNote extends Recording {
  url: string;
}

/**
 * Records a voice answer (mp3, 24 kHz, 16 kbps), then lets the speaker listen to it before sending,
 * or record again. A failure is said in words (spec section 8), never as a code. Shared by the coach's
 * answer (/teacher) and the student's post-class answer (/suman); `prefix` names its test ids (its
 * styles are the shared answer.module.css), `create` makes the recorder (a test hands in a stand-in).
 */
export function VoiceRecorder({
  note,
  onChange,
  prefix,
  create = createRecorder,
  maxMs = COACH_ANSWER_AUDIO_MAX_MS,
}: {
  note: VoiceNote | null;
  onChange: (n: VoiceNote | null) => void;
  prefix: string;
  create?: () => Recorder;
  maxMs?: number;
}) {
  const { t } = useLingui();
  const setRec = useAnswerQuestionStore((s) => s.setRec);
  const [phase, setPhase] = useState<'idle' | 'opening' | 'recording' | 'stopping'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const rec = useRef<Recorder | null>(null);
  const started = useRef(0);

  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = window.setInterval(() => {
      const ms = Date.now() - started.current;
      setElapsed(ms);
      if (ms >= maxMs) void stop();
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
    const r = (rec.current ??= create());
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
    <div className={s.voice} data-testid={`${prefix}-voice`}>
      <span className={s.label}>
        <Trans>语音回答</Trans>
      </span>
      {note && phase === 'idle' && (
        <>
          <span data-testid={`${prefix}-voice-length`}>
            <Trans>已录制 {formatDuration(note.durationMs / 1000)}，发送前可先试听</Trans>
          </span>
          <audio controls src={note.url} aria-label={t`试听语音回答`} />
        </>
      )}
      <div className={s.row}>
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
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
