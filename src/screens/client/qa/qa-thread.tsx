import { useState } from 'react';
import { Badge, Box, HStack, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { ErrorBanner } from '../../../components/error-banner';
import { GuardedButton } from '../../../components/guarded-button';
import { formatDate } from '../../../format';
import { SafeHtml } from '../content/safe-html';
import { QA_TEXT_MAX_LENGTH } from './qa-messages';
import type { QaThread } from '../../../domain/qa';

export interface QaThreadViewProps {
  thread: QaThread;
  locale: Locale;
  /** Resolves to an error message in the user's language, or null when the reply was sent. */
  onReply: (content: string) => Promise<string | null>;
}

/** One question: its description and the replies, oldest first (the firm's answers are HTML), with a reply box at the end. */
export function QaThreadView({ thread, locale, onReply }: QaThreadViewProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tooLong = [...text].length > QA_TEXT_MAX_LENGTH;
  const send = async () => {
    if (!text.trim() || tooLong) return false;
    setSending(true);
    const failure = await onReply(text.trim());
    setSending(false);
    setError(failure);
    if (!failure) setText('');
  };
  return (
    <Stack gap="4" aria-label={thread.title}>
      <Heading as="h2" size="md">{thread.title}</Heading>
      <Text whiteSpace="pre-wrap">{thread.description}</Text>
      <Text fontSize="sm" color="fg.muted">{formatDate(thread.createdAt, locale)}</Text>
      <Stack as="ol" listStyleType="none" m="0" p="0" gap="3" aria-label={t`回复`}>
        {thread.replies.length === 0 && (
          <Text color="fg.muted"><Trans>暂无回复，我们会尽快答复您。</Trans></Text>
        )}
        {thread.replies.map((r) => (
          <Box as="li" key={r.id} p="3" rounded="md" bg={r.from === 'firm' ? 'brand.50' : 'bg.muted'}
            ms={r.from === 'firm' ? '0' : { base: '4', md: '12' }}>
            <HStack justify="space-between" mb="1">
              <Badge colorPalette={r.from === 'firm' ? 'brand' : 'gray'}>
                {r.from === 'firm' ? <Trans>泓岸客服</Trans> : <Trans>我</Trans>}
              </Badge>
              <Text fontSize="sm" color="fg.muted">{formatDate(r.createdAt, locale)}</Text>
            </HStack>
            {r.from === 'firm' ? <SafeHtml html={r.content} /> : <Text whiteSpace="pre-wrap">{r.content}</Text>}
          </Box>
        ))}
      </Stack>
      <ErrorBanner message={error} />
      <Textarea aria-label={t`回复内容`} placeholder={t`继续追问或补充说明`} rows={3} value={text}
        onChange={(e) => setText(e.target.value)} aria-invalid={tooLong || undefined} />
      <HStack justify="space-between">
        <Text fontSize="sm" color={tooLong ? 'fg.error' : 'fg.muted'}>{[...text].length}/{QA_TEXT_MAX_LENGTH}</Text>
        <GuardedButton colorPalette="brand" loading={sending} disabled={!text.trim() || tooLong} onClick={send}>
          <Trans>发送回复</Trans>
        </GuardedButton>
      </HStack>
    </Stack>
  );
}
