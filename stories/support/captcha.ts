/** A fictional captcha picture like the server's verifyCodeImage (an SVG data URL), drawn for stories. */
export function captchaImage(text = '7K4P'): string {
  const letters = Array.from(text)
    .map(
      (c, i) =>
        `<text x="${12 + i * 22}" y="${28 + (i % 2 ? -4 : 4)}" transform="rotate(${i % 2 ? 8 : -8} ${12 + i * 22} 24)">${c}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="112" height="40" viewBox="0 0 112 40"><rect width="112" height="40" fill="#f4f2fc"/><path d="M0 30 Q30 5 60 25 T112 12" stroke="#ad9ce4" stroke-width="2" fill="none"/><g font-family="monospace" font-size="22" font-weight="700" fill="#462c8d">${letters}</g></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
