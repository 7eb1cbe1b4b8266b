/**
 * Image captchas: 4 characters drawn as an SVG with noise. The answer is stored hashed (salted with its key), is
 * single use and lives 5 minutes. In demo mode the plain answer is also kept so tests and demos can read it.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS } from '../../src/constants.ts';
import type { AppContext } from '../context.ts';
import { captchas, demoCaptchaAnswers } from '../db/schema.ts';
import { newToken, sha256 } from './secrets.ts';

// No 0/O, 1/I/L: characters people confuse on a noisy image.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WIDTH = 120;
const HEIGHT = 40;

const hashAnswer = (key: string, answer: string) => sha256(`${key}:${answer.trim().toUpperCase()}`);

function drawSvg(text: string): string {
  const noise: string[] = [];
  for (let i = 0; i < 5; i++) {
    const c = `hsl(${randomInt(360)},45%,60%)`;
    noise.push(
      `<path d="M${randomInt(WIDTH)} ${randomInt(HEIGHT)} Q${randomInt(WIDTH)} ${randomInt(HEIGHT)} ${randomInt(WIDTH)} ${randomInt(HEIGHT)}" stroke="${c}" fill="none" stroke-width="1.5"/>`,
    );
  }
  for (let i = 0; i < 20; i++) {
    noise.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="#999"/>`);
  }
  const glyphs = [...text].map((ch, i) => {
    const x = 14 + i * 27;
    const y = 28 + randomInt(-4, 5);
    const rotate = randomInt(-25, 26);
    return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="monospace" font-size="26" font-weight="bold" fill="hsl(${randomInt(360)},55%,35%)">${ch}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f2f8"/>${noise.join('')}${glyphs.join('')}</svg>`;
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
  const image = `data:image/svg+xml;base64,${Buffer.from(drawSvg(answer)).toString('base64')}`;
  return { captchaKey: key, image };
}

/** Consumes the captcha whatever the answer (one guess per image); true when the answer was right and fresh. */
export async function consumeCaptcha(
  { db, clock }: AppContext,
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
