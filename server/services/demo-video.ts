/**
 * The demo's videos, drawn and encoded here: H.264 in MP4 (an npm WebAssembly build of an H.264 encoder) as long as
 * the video's seeded duration says, so the demo plays real media without shipping any and the length a list shows
 * is the length that plays. Each frame is computed from the id, the length and the frame number alone (a gradient
 * in the id's colours, a sun that crosses the picture, the elapsed time in seven-segment digits and a progress
 * bar), and the timestamps the MP4 writer stamps are cleared: the same video gives the same bytes on every machine
 * and every run.
 *
 * Only the worker of server/media.ts calls encodeDemoVideo: the encoder's WebAssembly memory (about 25 MB) is then
 * given back when the worker ends, instead of staying in the server for good.
 */
import encoderPackage from 'h264-mp4-encoder';

export const DEMO_VIDEO = { width: 320, height: 180, fps: 12 } as const;
/** The longest demo video: a minute and a half is some 200 KB and two seconds of encoding. */
export const DEMO_VIDEO_MAX_SECONDS = 90;

/** The site's palette, as RGB. */
const PALETTE: [number, number, number][] = [
  [0x29, 0x19, 0x55],
  [0x37, 0x22, 0x71],
  [0x46, 0x2c, 0x8d],
  [0x56, 0x38, 0xa8],
  [0x6d, 0x50, 0xc0],
  [0x1f, 0x4e, 0x5f],
  [0x2f, 0x6f, 0x5e],
  [0x7a, 0x4b, 0x2a],
];
const SUN: [number, number, number] = [0xf6, 0xd5, 0x8e];

/** FNV-1a of the id: which colours a video gets. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Segments a-g of each digit (bit 0 = a, top, clockwise, g = middle). */
const DIGIT_SEGMENTS = [0x3f, 0x06, 0x5b, 0x4f, 0x66, 0x6d, 0x7d, 0x07, 0x7f, 0x6f];

// Plain fields (no parameter properties): the worker runs this file with Node's own type stripping.
class Frame {
  readonly rgba: Uint8Array;
  readonly width: number;
  readonly height: number;
  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.rgba = new Uint8Array(width * height * 4);
  }

  /** Paints [x, x + w) × [y, y + h), blending `alpha` (0-256) of the colour over what is there. */
  rect(x: number, y: number, w: number, h: number, [r, g, b]: [number, number, number], alpha = 256): void {
    const x0 = Math.max(0, x);
    const y0 = Math.max(0, y);
    const x1 = Math.min(this.width, x + w);
    const y1 = Math.min(this.height, y + h);
    for (let py = y0; py < y1; py++) {
      for (let px = x0; px < x1; px++) this.blend((py * this.width + px) * 4, r, g, b, alpha);
    }
  }

  disc(cx: number, cy: number, radius: number, colour: [number, number, number]): void {
    const r2 = radius * radius;
    for (let py = Math.max(0, cy - radius); py <= Math.min(this.height - 1, cy + radius); py++) {
      for (let px = Math.max(0, cx - radius); px <= Math.min(this.width - 1, cx + radius); px++) {
        if ((px - cx) ** 2 + (py - cy) ** 2 <= r2) this.blend((py * this.width + px) * 4, ...colour, 200);
      }
    }
  }

  private blend(i: number, r: number, g: number, b: number, alpha: number): void {
    const keep = 256 - alpha;
    this.rgba[i] = (this.rgba[i] * keep + r * alpha) >> 8;
    this.rgba[i + 1] = (this.rgba[i + 1] * keep + g * alpha) >> 8;
    this.rgba[i + 2] = (this.rgba[i + 2] * keep + b * alpha) >> 8;
    this.rgba[i + 3] = 255;
  }

  /** A seven-segment digit whose top left corner is (x, y), `size` pixels wide and twice as high. */
  digit(x: number, y: number, size: number, value: number): void {
    const t = Math.max(2, Math.round(size / 5));
    const white: [number, number, number] = [255, 255, 255];
    const segments: [number, number, number, number][] = [
      [x, y, size, t],
      [x + size - t, y, t, size],
      [x + size - t, y + size, t, size],
      [x, y + 2 * size - t, size, t],
      [x, y + size, t, size],
      [x, y, t, size],
      [x, y + size - Math.floor(t / 2), size, t],
    ];
    segments.forEach(([sx, sy, w, h], i) => {
      if (DIGIT_SEGMENTS[value] & (1 << i)) this.rect(sx, sy, w, h, white);
    });
  }
}

/** The frame `n` of the video `videoId`, `seconds` long, as RGBA. */
export function drawFrame(videoId: string, n: number, seconds: number): Uint8Array {
  const { width, height, fps } = DEMO_VIDEO;
  const total = fps * seconds;
  const h = hashOf(videoId);
  const top = PALETTE[h % PALETTE.length];
  const bottom = PALETTE[(h >>> 8) % PALETTE.length];
  const frame = new Frame(width, height);
  for (let y = 0; y < height; y++) {
    const mix = Math.round((y * 256) / (height - 1));
    const row: [number, number, number] = [0, 1, 2].map((c) => (top[c] * (256 - mix) + bottom[c] * mix) >> 8) as [number, number, number];
    frame.rect(0, y, width, 1, row);
  }
  // The sun rises and sets across the picture once per video.
  const sx = Math.round(20 + ((width - 40) * n) / (total - 1));
  const sy = Math.round(height * 0.62 - Math.sin((Math.PI * n) / (total - 1)) * height * 0.4);
  frame.disc(sx, sy, 18, SUN);
  // Elapsed time as m:ss.
  const second = Math.floor(n / fps);
  const size = 22;
  const x = Math.round(width / 2 - (3 * size + 2 * 8 + 6) / 2);
  const y = Math.round(height / 2 - size);
  frame.digit(x, y, size, Math.floor(second / 60) % 10);
  frame.rect(x + size + 6, y + Math.round(size * 0.5), 4, 4, [255, 255, 255]);
  frame.rect(x + size + 6, y + Math.round(size * 1.4), 4, 4, [255, 255, 255]);
  frame.digit(x + size + 16, y, size, Math.floor((second % 60) / 10));
  frame.digit(x + 2 * size + 24, y, size, second % 10);
  // Progress along the bottom.
  frame.rect(16, height - 14, width - 32, 4, [255, 255, 255], 80);
  frame.rect(16, height - 14, Math.round(((width - 32) * (n + 1)) / total), 4, [255, 255, 255]);
  return frame.rgba;
}

/** Boxes whose children are boxes, on the way to the ones that carry times. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia']);
/** Boxes that begin with version, flags, creation time and modification time. */
const TIMED = new Set(['mvhd', 'tkhd', 'mdhd']);

/** Clears the creation and modification times of the movie, its tracks and their media (MP4 writers stamp "now"). */
export function clearMp4Times(mp4: Uint8Array, start = 0, end = mp4.length): void {
  const view = new DataView(mp4.buffer, mp4.byteOffset, mp4.byteLength);
  let at = start;
  while (at + 8 <= end) {
    const size = view.getUint32(at);
    const type = String.fromCharCode(...mp4.subarray(at + 4, at + 8));
    if (size < 8 || at + size > end) break;
    if (CONTAINERS.has(type)) clearMp4Times(mp4, at + 8, at + size);
    if (TIMED.has(type)) {
      const version = mp4[at + 8];
      const width = version === 1 ? 8 : 4;
      mp4.fill(0, at + 12, at + 12 + 2 * width);
    }
    at += size;
  }
}

/** Whole seconds from 1 to DEMO_VIDEO_MAX_SECONDS. */
export const demoSeconds = (seconds: number) => Math.min(DEMO_VIDEO_MAX_SECONDS, Math.max(1, Math.round(seconds)));

/** The MP4 of `videoId`, `seconds` long: the same bytes for the same id and length. */
export async function encodeDemoVideo(videoId: string, length: number): Promise<Uint8Array> {
  const { width, height, fps } = DEMO_VIDEO;
  const seconds = demoSeconds(length);
  const encoder = await encoderPackage.createH264MP4Encoder();
  encoder.width = width;
  encoder.height = height;
  encoder.frameRate = fps;
  // A key frame every second, so a seek lands on one nearby.
  encoder.groupOfPictures = fps;
  encoder.quantizationParameter = 30;
  encoder.speed = 5;
  encoder.initialize();
  for (let n = 0; n < fps * seconds; n++) encoder.addFrameRgba(drawFrame(videoId, n, seconds));
  encoder.finalize();
  const mp4 = encoder.FS.readFile(encoder.outputFilename);
  encoder.FS.unlink(encoder.outputFilename);
  encoder.delete();
  clearMp4Times(mp4);
  return mp4;
}
