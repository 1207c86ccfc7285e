import { useEffect, useRef, useState } from 'react';
import {
  clearResume,
  readResume,
  readSpeed,
  resumeKey,
  SAVE_EVERY_MS,
  saveResume,
  saveSpeed,
  type ResumeScope,
} from './resume';

/** What the player needs of a video (a course-media Playback and a slim lesson both fit). */
export interface PlayerSource {
  id: number;
  /** The viewer's id (positions are kept per user), null when signed out. */
  userId: number | null;
  durationSec: number;
  /** 'preview': only the first previewSec play, then the buy prompt. Missing: the full video. */
  access?: 'full' | 'preview';
  previewSec?: number;
  videoUrl: string | null;
}

export interface PlayerOptions {
  /**
   * A position kept elsewhere (the server): the video starts there at once instead of offering the
   * locally saved one. Null or 0 starts from the beginning.
   */
  startAt?: number | null;
  /** Called with the position wherever it is saved: every few seconds, on pause and on leaving. */
  onSave?: (sec: number) => void;
}

/**
 * The player's state around one <video>: the playing position (for the chapters), the speed, the
 * resume offer, the end of a preview and a load failure. The position is saved per user and video
 * every few seconds, on pause and when the page goes away.
 */
export function usePlayer(p: PlayerSource, scope: ResumeScope, opts: PlayerOptions = {}) {
  const ref = useRef<HTMLVideoElement>(null);
  const key = resumeKey(scope, p.userId, p.id);
  const preview = p.access === 'preview';
  const previewSec = p.previewSec ?? 0;
  const startAt = opts.startAt && opts.startAt > 0 && opts.startAt < p.durationSec ? opts.startAt : null;
  const [offer, setOffer] = useState(() =>
    startAt !== null ? null : readResume(key, preview ? previewSec : p.durationSec),
  );
  const [time, setTime] = useState(startAt ?? 0);
  const [speed, setSpeedState] = useState(readSpeed);
  const [previewOver, setPreviewOver] = useState(preview && !p.videoUrl);
  const [failed, setFailed] = useState(false);
  const lastSave = useRef(0);
  const started = useRef(false);
  const onSave = useRef(opts.onSave);
  onSave.current = opts.onSave;

  const store = (sec: number) => {
    saveResume(key, sec);
    onSave.current?.(sec);
  };

  const applySpeed = () => {
    const v = ref.current;
    if (v) v.defaultPlaybackRate = v.playbackRate = speed;
  };
  // Again whenever the source changes: a new source resets the element's rate.
  useEffect(applySpeed, [speed, p.videoUrl]);

  useEffect(() => {
    const v = ref.current;
    const save = () => {
      if (v && v.currentTime > 0) store(v.currentTime);
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- store reads refs and the key only
  }, [key]);

  const play = (v: HTMLVideoElement) => void Promise.resolve(v.play()).catch(() => undefined);
  const seek = (sec: number) => {
    const v = ref.current;
    if (!v) return;
    v.currentTime = sec;
    setTime(sec);
    setOffer(null);
    play(v);
  };

  const events = {
    onLoadedMetadata: () => {
      applySpeed();
      // The server's position: back at the same second, once per source.
      const v = ref.current;
      if (v && startAt !== null && !started.current) {
        started.current = true;
        v.currentTime = startAt;
      }
    },
    onPlay: () => setOffer(null),
    onTimeUpdate: () => {
      const v = ref.current!;
      setTime(v.currentTime);
      // The clip itself ends the preview; this also stops a full-length file served by mistake.
      if (preview && previewSec > 0 && v.currentTime >= previewSec) {
        v.pause();
        setPreviewOver(true);
      }
      if (Date.now() - lastSave.current >= SAVE_EVERY_MS) {
        lastSave.current = Date.now();
        store(v.currentTime);
      }
    },
    onPause: () => ref.current && store(ref.current.currentTime),
    // A video watched to the end starts from the beginning next time.
    onEnded: () => {
      if (preview) setPreviewOver(true);
      else {
        clearResume(key);
        onSave.current?.(p.durationSec);
      }
    },
    onError: () => setFailed(true),
  };

  return {
    ref,
    events,
    time,
    speed,
    offer,
    previewOver,
    failed,
    seek,
    resume: () => offer !== null && seek(offer),
    dismissOffer: () => setOffer(null),
    setSpeed: (s: number) => (setSpeedState(s), saveSpeed(s)),
    replayPreview: () => (setPreviewOver(false), seek(0)),
    showBuy: () => (ref.current?.pause(), setPreviewOver(true)),
    /** After a fresh source (new ticket): clear the failure and load the video again. */
    reload: () => (setFailed(false), ref.current?.load()),
  };
}
export type Player = ReturnType<typeof usePlayer>;
