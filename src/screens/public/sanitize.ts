import DOMPurify from 'dompurify';

/**
 * Job postings arrive as HTML (duties and requirements): keep structure and text, drop scripts, event handlers,
 * styles and anything that could fetch or run something.
 */
export function sanitizePostingHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'img', 'iframe', 'form', 'input', 'video', 'audio', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
