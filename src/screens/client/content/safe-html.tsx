import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * Server HTML (articles, activities, answers, terms) sanitised before it reaches the DOM: scripts, event-handler
 * attributes and javascript: URLs are removed, even though the server sanitises too (defence in depth).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

export interface SafeHtmlProps extends Omit<BoxProps, 'dangerouslySetInnerHTML' | 'children'> {
  html: string;
}

export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      className="safe-html"
      lineHeight="tall"
      css={{
        '& p': { marginBlock: '0.75em' },
        '& h3': { fontWeight: 'semibold', fontSize: '1.15em', marginBlock: '1em 0.5em' },
        '& ul, & ol': { paddingInlineStart: '1.5em', marginBlock: '0.75em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': { color: 'brand.700', textDecoration: 'underline' },
        '& img': { maxWidth: '100%', height: 'auto' },
      }}
      {...rest}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
