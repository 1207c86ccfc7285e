// A minimal MPEG audio frame-header reader: enough to prove what the encoder really produced
// (version, layer, sample rate, bit rate, duration) without trusting the encoder's own report.

export interface Mp3Frame {
  offset: number;
  version: 'MPEG-1' | 'MPEG-2' | 'MPEG-2.5';
  layer: 1 | 2 | 3;
  bitrateKbps: number;
  sampleRate: number;
  length: number;
  samples: number;
}

const VERSIONS = { 3: 'MPEG-1', 2: 'MPEG-2', 0: 'MPEG-2.5' } as const;
const RATES = {
  'MPEG-1': [44100, 48000, 32000],
  'MPEG-2': [22050, 24000, 16000],
  'MPEG-2.5': [11025, 12000, 8000],
};
const L3_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const L3_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];

/** The frame header at `offset`, or null when the bytes there are not a layer III header. */
export function readFrameHeader(bytes: Uint8Array, offset: number): Mp3Frame | null {
  const [b0, b1, b2] = [bytes[offset], bytes[offset + 1], bytes[offset + 2]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return null;
  const version = VERSIONS[((b1 >> 3) & 3) as 0 | 2 | 3];
  const layerBits = (b1 >> 1) & 3;
  if (!version || layerBits !== 1) return null; // only layer III is expected here
  const bitrateKbps = (version === 'MPEG-1' ? L3_V1 : L3_V2)[(b2 >> 4) & 0xf];
  const sampleRate = RATES[version][(b2 >> 2) & 3];
  if (!bitrateKbps || !sampleRate) return null;
  const padding = (b2 >> 1) & 1;
  const samples = version === 'MPEG-1' ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return { offset, version, layer: 3, bitrateKbps, sampleRate, length, samples };
}

/** Every consecutive frame from the start (after an ID3v2 tag, if any) until the bytes stop parsing. */
export function readMp3Frames(bytes: Uint8Array): Mp3Frame[] {
  let offset = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    const size = [6, 7, 8, 9].reduce((n, i) => (n << 7) | ((bytes[i] ?? 0) & 0x7f), 0);
    offset = 10 + size;
  }
  const frames: Mp3Frame[] = [];
  for (let f = readFrameHeader(bytes, offset); f; f = readFrameHeader(bytes, offset)) {
    frames.push(f);
    offset += f.length;
  }
  return frames;
}

/** Playing time of the frames, in ms. */
export const framesDurationMs = (frames: Mp3Frame[]): number =>
  frames.reduce((ms, f) => ms + (f.samples / f.sampleRate) * 1000, 0);
