import { useEffect, useRef, useState } from 'react';
import type { Playback } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import {
  clearResume,
  readResume,
  readSpeed,
  resumeKey,
  SAVE_EVERY_MS,
  saveResume,
  saveSpeed,
} from './resume';

/**
 * The player's state around one <video>: the playing position (for the chapters), the speed, the
 * resume offer, the end of a preview and a load failure. The position is saved per user and video
 * every few seconds, on pause and when the page goes away.
 */
export function usePlayer(p: Playback, subApp: SubAppId) {
  const ref = useRef<HTMLVideoElement>(null);
  const key = resumeKey(subApp, p.userId, p.id);
  const preview = p.access === 'preview';
  const [offer, setOffer] = useState(() => readResume(key, preview ? p.previewSec : p.durationSec));
  const [time, setTime] = useState(0);
  const [speed, setSpeedState] = useState(readSpeed);
  const [previewOver, setPreviewOver] = useState(preview && !p.videoUrl);
  const [failed, setFailed] = useState(false);
  const lastSave = useRef(0);

  const applySpeed = () => {
    const v = ref.current;
    if (v) v.defaultPlaybackRate = v.playbackRate = speed;
  };
  // Again whenever the source changes: a new source resets the element's rate.
  useEffect(applySpeed, [speed, p.videoUrl]);

  useEffect(() => {
    const v = ref.current;
    const save = () => v && v.currentTime > 0 && saveResume(key, v.currentTime);
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
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
    onLoadedMetadata: applySpeed,
    onPlay: () => setOffer(null),
    onTimeUpdate: () => {
      const v = ref.current!;
      setTime(v.currentTime);
      // The clip itself ends the preview; this also stops a full-length file served by mistake.
      if (preview && p.previewSec > 0 && v.currentTime >= p.previewSec) {
        v.pause();
        setPreviewOver(true);
      }
      if (Date.now() - lastSave.current >= SAVE_EVERY_MS) {
        lastSave.current = Date.now();
        saveResume(key, v.currentTime);
      }
    },
    onPause: () => ref.current && saveResume(key, ref.current.currentTime),
    // A class watched to the end starts from the beginning next time.
    onEnded: () => (preview ? setPreviewOver(true) : clearResume(key)),
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
    /** After a fresh playback (new ticket): clear the failure and load the source again. */
    reload: () => (setFailed(false), ref.current?.load()),
  };
}
export type Player = ReturnType<typeof usePlayer>;
