import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Chapter } from '@yoga/contract';

/**
 * The sample recordings live in tools/dev-api/assets (made once with ffmpeg, see its README). The
 * source runs from tools/dev-api/src/… and the build from dist/tools/dev-api/, so the folder is found
 * by walking up from this module rather than by a fixed relative path.
 */
function assetsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    for (const candidate of [path.join(dir, 'assets'), path.join(dir, 'tools/dev-api/assets')])
      if (existsSync(path.join(candidate, 'sample-class.webm'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('dev-api assets (sample-class.webm) not found');
}

const cache = new Map<string, Buffer>();
/** File names come from our own table, never from the request. */
export function mediaFile(name: string): Buffer {
  let buf = cache.get(name);
  if (!buf) cache.set(name, (buf = readFileSync(path.join(assetsDir(), path.basename(name)))));
  return buf;
}

export type RangeResult =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * One `bytes=` range (RFC 9110 §14): "a-b", "a-" or the suffix "-n". A header we do not understand,
 * or several ranges, is ignored and the whole file is sent, which the RFC allows.
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  const m = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'full' };
  if (m[1] === '') {
    const n = Number(m[2]);
    return n === 0
      ? { kind: 'unsatisfiable' }
      : { kind: 'partial', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'full' };
  return { kind: 'partial', start, end };
}

/** A video answer: 200 whole, 206 with Content-Range, or 416; always advertising byte ranges. */
export function videoResponse(buf: Buffer, rangeHeader: string | undefined, method: string): Response {
  const size = buf.length;
  const headers: Record<string, string> = { 'Content-Type': 'video/webm', 'Accept-Ranges': 'bytes' };
  const r = parseRange(rangeHeader, size);
  if (r.kind === 'unsatisfiable')
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  const [start, end, status] = r.kind === 'partial' ? [r.start, r.end, 206] : [0, size - 1, 200];
  if (status === 206) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  headers['Content-Length'] = String(end - start + 1);
  const body = method === 'HEAD' ? null : new Uint8Array(buf.subarray(start, end + 1));
  return new Response(body, { status, headers });
}

const stamp = (sec: number) =>
  `${String(Math.floor(sec / 3600)).padStart(2, '0')}:${String(Math.floor(sec / 60) % 60).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}.000`;

const lines = {
  zh: ['跟随老师的口令调整呼吸', '保持脊柱延展，肩膀放松', '感受核心收紧，不要憋气', '慢慢回到放松体式'],
  en: [
    'Follow the cues and settle your breath',
    'Lengthen the spine, soften the shoulders',
    'Engage the core, keep breathing',
    'Slowly come back to rest',
  ],
};

/** WebVTT captions: a chapter heading, then one cue line, per chapter. */
export function captionsVtt(chapters: Chapter[], durationSec: number, lang: 'zh' | 'en'): string {
  const cues = chapters.map((c, i) => {
    const end = Math.min(c.startSec + 8, chapters[i + 1]?.startSec ?? durationSec);
    return `${i + 1}\n${stamp(c.startSec)} --> ${stamp(end)}\n${lang === 'zh' ? `${c.title}：` : ''}${lines[lang][i % lines[lang].length]}\n`;
  });
  return `WEBVTT\n\n${cues.join('\n')}`;
}
