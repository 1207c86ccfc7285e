import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { VoiceNote } from './voice-recorder';

export interface UploadedFile {
  id: string;
  url: string;
}
export type UploadFile = (file: File, onProgress: (fraction: number) => void) => Promise<UploadedFile>;

/**
 * An answer's files on either side of post-class Q&A: an image is uploaded as soon as it is picked,
 * the voice note (mp3) when the answer is sent; progress and failures are said in words.
 */
export function useAnswerFiles(upload: UploadFile) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const pickImage = async (file: File | undefined, onUploaded: (up: UploadedFile) => void) => {
    if (!file) return;
    setError(null);
    try {
      onUploaded(await upload(file, (f) => setProgress(t`图片上传中 ${Math.round(f * 100)}%`)));
    } catch {
      setError(t`图片上传失败，请重试`);
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  /** The voice note's upload id, or null without one; a failure throws to the caller's send. */
  const uploadVoice = async (note: VoiceNote | null): Promise<string | null> => {
    if (!note) return null;
    const voice = new File([note.blob], 'answer.mp3', { type: 'audio/mpeg' });
    return (await upload(voice, (f) => setProgress(t`语音上传中 ${Math.round(f * 100)}%`))).id;
  };

  return { progress, setProgress, error, setError, fileInput, pickImage, uploadVoice };
}
