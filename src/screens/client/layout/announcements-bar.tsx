import { useEffect, useState } from 'react';
import { Alert, Box, Button, CloseButton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { formatDate, truncateLong } from '../../../format';

export interface AnnouncementItem {
  id: string;
  title: string;
  /** HTML from the firm's CMS: sanitized before it is shown. */
  content: string;
  publishDate: string;
}

export interface AnnouncementsBarProps {
  announcements: readonly AnnouncementItem[];
  locale: Locale;
  /** Called when the user closes one; the app remembers it for the session. */
  onDismiss: (id: string) => void;
}

/**
 * Current announcements (getFindNotice) above the page, each closable, with its text one click away. Several take
 * one line (the newest title and how many there are) until the reader asks for all of them: three full rows would
 * fill a phone's first screen.
 */
export function AnnouncementsBar({ announcements, locale, onDismiss }: AnnouncementsBarProps) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  if (announcements.length === 0) return null;
  const folded = announcements.length > 1 && !showAll;
  const newest = announcements.reduce((a, b) => (b.publishDate > a.publishDate ? b : a));
  const count = announcements.length;
  const title = truncateLong(newest.title);
  return (
    <Stack as="section" aria-label={t`公告`} gap="2" maxW="8xl" mx="auto" px={{ base: '4', md: '8' }} pt="3">
      {folded ? (
        <Alert.Root status="info" colorPalette="brand" variant="subtle" alignItems="center" py="2">
          <Alert.Indicator />
          <Alert.Content minW="0" flexDirection="row" alignItems="center" gap="3">
            <Alert.Title flex="1" minW="0" truncate>
              <Trans>公告：{title}</Trans>
            </Alert.Title>
            <Button variant="plain" size="xs" px="0" flexShrink="0" aria-expanded={false} onClick={() => setShowAll(true)}>
              <Trans>全部 {count} 条公告</Trans>
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <>
          {announcements.map((a) => (
            <AnnouncementRow key={a.id} announcement={a} locale={locale} onDismiss={onDismiss} />
          ))}
          {count > 1 && (
            <Box textAlign="end">
              <Button variant="plain" size="xs" aria-expanded onClick={() => setShowAll(false)}>
                <Trans>收起公告</Trans>
              </Button>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}

function AnnouncementRow({
  announcement,
  locale,
  onDismiss,
}: {
  announcement: AnnouncementItem;
  locale: Locale;
  onDismiss: (id: string) => void;
}) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const html = useSanitizedWhen(expanded, announcement.content);
  // One message with its punctuation: Chinese takes a full-width colon, English a colon and a space.
  const title = truncateLong(announcement.title);
  return (
    <Alert.Root status="info" colorPalette="brand" variant="subtle" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Title wordBreak="break-word">
          <Trans>公告：{title}</Trans>
        </Alert.Title>
        <Alert.Description>
          <Text as="span" color="fg.muted" fontSize="sm" me="3">
            {formatDate(announcement.publishDate, locale)}
          </Text>
          <Button variant="plain" size="xs" px="0" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
            {expanded ? <Trans>收起</Trans> : <Trans>查看详情</Trans>}
          </Button>
          {expanded && html !== null && <Box mt="2" dangerouslySetInnerHTML={{ __html: html }} />}
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t`关闭公告`} onClick={() => onDismiss(announcement.id)} />
    </Alert.Root>
  );
}

/**
 * The announcement's HTML, sanitized once it is to be shown: DOMPurify (11 KB gzip) loads on the first "view
 * details", not with every client page (the bundle budget). Null until then; nothing unsanitized is ever rendered.
 */
function useSanitizedWhen(enabled: boolean, dirty: string): string | null {
  const [clean, setClean] = useState<{ dirty: string; html: string } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (live) setClean({ dirty, html: DOMPurify.sanitize(dirty) });
    });
    return () => {
      live = false;
    };
  }, [enabled, dirty]);
  return clean?.dirty === dirty ? clean.html : null;
}
