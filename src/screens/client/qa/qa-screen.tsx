import { useEffect, useRef } from 'react';
import { Box, Circle, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { TITLE_TRUNCATE_SHORT, type Locale } from '../../../constants';
import { GuardedButton } from '../../../components/guarded-button';
import { usePageTitle } from '../../../components/page-title';
import { anchorLink, type RenderLink } from '../../../components/render-link';
import { formatDate, truncateTitle } from '../../../format';
import { EmptyBlock, PageFrame, Pager, StatusView, type PageStatus } from '../content/page-parts';
import { QaAskForm, type QaAskState } from './qa-ask-form';
import { QaThreadView } from './qa-thread';
import type { QaSummary, QaThread } from '../../../domain/qa';

export interface QaScreenProps {
  status: PageStatus;
  questions: QaSummary[];
  page: number;
  total: number;
  limit: number;
  locale: Locale;
  selectedId: string | null;
  /** The open question, when one is selected. */
  thread: { status: PageStatus; data: QaThread | null } | null;
  /** The ask form, or null while closed. */
  ask: QaAskState | null;
  hrefFor: (id: string) => string;
  onPage: (page: number) => void;
  onRetry?: () => void;
  onAskOpen: () => void;
  onAskClose: () => void;
  onAskChange: (values: Partial<Pick<QaAskState, 'title' | 'description'>>) => void;
  onAskSubmit: () => unknown;
  onAskAgain: () => void;
  onReply: (content: string) => Promise<string | null>;
  renderLink?: RenderLink;
}

/** Interactive Q&A: the user's questions (unread replies marked), asking a new one, and the open thread. */
export function QaScreen(props: QaScreenProps) {
  const { status, questions, locale, selectedId, thread, ask, renderLink = anchorLink } = props;
  const { t } = useLingui();
  usePageTitle(t`互动问答`);
  // Closing the ask form removes the focused control: focus returns to the button that opened it.
  const askButtonRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && !ask) askButtonRef.current?.focus();
    wasAsking.current = ask !== null;
  }, [ask]);
  const askButton = !ask && (
    <GuardedButton ref={askButtonRef} colorPalette="brand" onClick={props.onAskOpen}><Trans>我要提问</Trans></GuardedButton>
  );
  return (
    <PageFrame title={t`互动问答`} actions={askButton}>
      {ask && (
        <QaAskForm state={ask} onChange={props.onAskChange} onSubmit={props.onAskSubmit} onAgain={props.onAskAgain} onClose={props.onAskClose} />
      )}
      <StatusView status={status} onRetry={props.onRetry}>
        {questions.length === 0 ? (
          <EmptyBlock><Trans>您还没有提过问题</Trans></EmptyBlock>
        ) : (
          <Grid templateColumns={{ base: '1fr', md: thread ? 'minmax(0, 2fr) minmax(0, 3fr)' : '1fr' }} gap="6">
            <Stack gap="3">
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label={t`我的问题`}>
                {questions.map((q) => (
                  <Box as="li" key={q.id} borderWidth="1px" rounded="md" px="3" py="2"
                    bg={q.id === selectedId ? 'brand.50' : undefined} aria-current={q.id === selectedId ? 'true' : undefined}>
                    <HStack gap="2">
                      {!q.read && <Circle size="2" bg="red.500" aria-hidden />}
                      <Link asChild fontWeight={q.read ? 'normal' : 'semibold'} color="brand.800" title={q.title}>
                        {renderLink({ href: props.hrefFor(q.id), children: truncateTitle(q.title, TITLE_TRUNCATE_SHORT) })}
                      </Link>
                      {!q.read && <Text as="span" fontSize="xs" color="red.600"><Trans>有新回复</Trans></Text>}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(q.lastReplyAt ?? q.createdAt, locale)} · <Plural value={q.replyCount} other="# 条回复" />
                    </Text>
                  </Box>
                ))}
              </Stack>
              <Pager page={props.page} total={props.total} limit={props.limit} onPage={props.onPage} />
            </Stack>
            {thread && (
              <Box borderWidth="1px" rounded="md" p="4">
                <StatusView status={thread.status}>
                  {thread.data && <QaThreadView key={thread.data.id} thread={thread.data} locale={locale} onReply={props.onReply} />}
                </StatusView>
              </Box>
            )}
          </Grid>
        )}
      </StatusView>
    </PageFrame>
  );
}
