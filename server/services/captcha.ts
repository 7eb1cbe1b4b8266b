/**
 * Image captchas: 4 characters drawn as a PNG. Each character is a glyph outline from svg-captcha's font (a path, never
 * a text node), turned, sheared and scaled at random, then warped by a turbulence displacement and crossed by noise;
 * resvg rasterises the whole, so the image carries pixels only. The answer is stored hashed (salted with its key), is
 * single use and lives 5 minutes. In demo mode the plain answer is also kept so tests and demos can read it.
 */
import { randomInt } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import { create as drawGlyph } from 'svg-captcha';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS } from '../../src/constants.ts';
import type { AppContext } from '../context.ts';
import { captchas, demoCaptchaAnswers } from '../db/schema.ts';
import { newToken, sha256 } from './secrets.ts';

// No 0/O, 1/I/L: characters people confuse on a noisy image.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WIDTH = 120;
const HEIGHT = 40;
/** Pixels per SVG unit: the picture stays sharp on high-density screens at its 120x40 size. */
const SCALE = 2;
const CELL = (WIDTH - 12) / CAPTCHA_LENGTH;

const hashAnswer = (key: string, answer: string) => sha256(`${key}:${answer.trim().toUpperCase()}`);

const point = () => `${randomInt(WIDTH)} ${randomInt(HEIGHT)}`;

/** The outline of one character, centred on (0, 0): svg-captcha draws it alone (a one-letter preset) on a blank cell. */
function glyphPath(ch: string): string {
  const { data } = drawGlyph({ size: 1, charPreset: ch, noise: 0, width: CELL, height: HEIGHT, fontSize: 38 });
  const d = /\sd="([^"]+)"/.exec(data)?.[1];
  if (!d) throw new Error('captcha glyph without an outline');
  return `<path transform="translate(${-CELL / 2} ${-HEIGHT / 2})" d="${d}"/>`;
}

function drawSvg(text: string): string {
  const under: string[] = [];
  for (let i = 0; i < 30; i++) {
    under.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${randomInt(5, 13) / 10}" fill="hsl(${randomInt(360)},40%,55%)"/>`);
  }
  for (let i = 0; i < 3; i++) {
    under.push(`<path d="M${point()} Q${point()} ${point()}" stroke="hsl(${randomInt(360)},45%,65%)" fill="none" stroke-width="1.2"/>`);
  }
  const glyphs = [...text].map((ch, i) => {
    const x = 6 + CELL * (i + 0.5) + randomInt(-3, 4);
    const y = HEIGHT / 2 - 3 + randomInt(-2, 3);
    const turn = randomInt(-28, 29);
    const shear = randomInt(-15, 16);
    const sx = randomInt(85, 116) / 100;
    const sy = randomInt(85, 116) / 100;
    const colour = `hsl(${randomInt(360)},55%,30%)`;
    return `<g transform="translate(${x} ${y}) rotate(${turn}) skewX(${shear}) scale(${sx} ${sy})" fill="${colour}" stroke="${colour}" stroke-width="0.8">${glyphPath(ch)}</g>`;
  });
  const over: string[] = [];
  for (let i = 0; i < 3; i++) {
    over.push(`<path d="M${randomInt(8)} ${randomInt(HEIGHT)} C${point()} ${point()} ${WIDTH - randomInt(8)} ${randomInt(HEIGHT)}" stroke="hsl(${randomInt(360)},50%,35%)" fill="none" stroke-width="${randomInt(8, 15) / 10}"/>`);
  }
  const warp =
    `<filter id="w" x="-10%" y="-10%" width="120%" height="120%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${randomInt(2, 5) / 100} ${randomInt(4, 8) / 100}" numOctaves="1" seed="${randomInt(1_000_000)}"/>` +
    `<feDisplacementMap in="SourceGraphic" scale="${randomInt(6, 11)}" xChannelSelector="R" yChannelSelector="G"/></filter>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs>${warp}</defs><rect width="100%" height="100%" fill="#f4f2f8"/>${under.join('')}` +
    `<g filter="url(#w)">${glyphs.join('')}${over.join('')}</g></svg>`
  );
}

/** The picture as PNG bytes; resvg works off the event loop's thread. */
export async function drawCaptcha(text: string): Promise<Buffer> {
  const image = await renderAsync(drawSvg(text), { fitTo: { mode: 'zoom', value: SCALE }, font: { loadSystemFonts: false } });
  return image.asPng();
}

export async function createCaptcha({ db, clock, config }: AppContext) {
  const key = newToken();
  const answer = Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const now = clock.now();
  await db.insert(captchas).values({
    key,
    answerHash: hashAnswer(key, answer),
    expiresAt: new Date(now + CAPTCHA_TTL_MS),
    createdAt: new Date(now),
  });
  if (config.demo) await db.insert(demoCaptchaAnswers).values({ key, answer });
  const image = `data:image/png;base64,${(await drawCaptcha(answer)).toString('base64')}`;
  return { captchaKey: key, image };
}

/** Consumes the captcha whatever the answer (one guess per image); true when the answer was right and fresh. */
export async function consumeCaptcha(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  key: string,
  answer: string,
  accountKey: string,
): Promise<boolean> {
  const now = new Date(clock.now());
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now, solvedForAccount: accountKey })
    .where(and(eq(captchas.key, key), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row !== undefined && row.answerHash === hashAnswer(key, answer);
}

export async function demoCaptchaAnswer({ db }: AppContext, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(demoCaptchaAnswers).where(eq(demoCaptchaAnswers.key, key));
  return row?.answer;
}
