import { Badge, Box, Button, Container, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Loaded, LiveEventItem, VideoItem } from '../../actors/public';
import { ErrorBanner } from '../../components/error-banner';
import { usePageTitle } from '../../components/page-title';
import type { Locale } from '../../constants';
import { formatDate, truncateLong } from '../../format';

const STATUS_LABEL = { upcoming: msg`即将开始`, live: msg`直播中`, ended: msg`已结束` } as const;

export interface LiveBroadcastScreenProps {
  locale: Locale;
  events: Loaded<LiveEventItem[]>;
  /** The event whose player is open and its join URL (or the error getting a ticket). */
  joined?: { eventId: string; ticket: Loaded<string> | 'loading' };
  onJoin: (eventId: string) => void;
}

/** Live broadcasts: the event list; joining asks our server for a ticket and embeds the player it returns. */
export function LiveBroadcastScreen({ locale, events, joined, onJoin }: LiveBroadcastScreenProps) {
  const { i18n, t } = useLingui();
  usePageTitle(msg`直播`);
  return (
    <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '16' }}>
      <Heading as="h1" size="2xl" mb="6">
        <Trans>直播</Trans>
      </Heading>
      {events.status === 'error' && <ErrorBanner message={t`直播列表暂时无法加载，请稍后再试`} />}
      {events.status === 'ok' && events.data.length === 0 && (
        <Text color="fg.muted">
          <Trans>暂无直播安排</Trans>
        </Text>
      )}
      {events.status === 'ok' && (
        <Stack as="ul" listStyleType="none" gap="4">
          {events.data.map((e) => (
            <Box as="li" key={e.id} borderWidth="1px" rounded="lg" p="5">
              <Stack direction="row" justify="space-between" align="flex-start" gap="4" wrap="wrap">
                <Box>
                  <Heading as="h2" size="md" title={e.title}>
                    {truncateLong(e.title)}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(e.startTime, locale)}
                  </Text>
                </Box>
                <Badge colorPalette={e.status === 'live' ? 'red' : 'gray'}>{i18n._(STATUS_LABEL[e.status])}</Badge>
              </Stack>
              {e.summary && <Text mt="2">{e.summary}</Text>}
              {e.status !== 'ended' && (
                <Button mt="3" size="sm" colorPalette="brand" onClick={() => onJoin(e.id)} loading={joined?.eventId === e.id && joined.ticket === 'loading'}>
                  <Trans>进入直播</Trans>
                </Button>
              )}
              {joined?.eventId === e.id && joined.ticket !== 'loading' && (
                joined.ticket.status === 'ok' ? (
                  <chakra.iframe mt="4" w="full" h={{ base: '56', md: '96' }} border="0" src={joined.ticket.data} title={e.title} allowFullScreen />
                ) : (
                  <ErrorBanner message={t`暂时无法进入直播，请稍后再试`} />
                )
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Container>
  );
}

export interface VideoScreenProps {
  /** null: no video chosen (the page was opened without ?videoId=). */
  video: Loaded<VideoItem> | null;
}

/** Video playback of a public video served by our server. */
export function VideoScreen({ video }: VideoScreenProps) {
  const { t } = useLingui();
  usePageTitle(msg`视频`);
  return (
    <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '16' }}>
      <Heading as="h1" size="2xl" mb="6">
        <Trans>视频</Trans>
      </Heading>
      {video === null && (
        <Text color="fg.muted">
          <Trans>未指定视频，请通过文章或活动中的链接打开视频。</Trans>
        </Text>
      )}
      {video?.status === 'error' && <ErrorBanner message={t`视频暂时无法播放，请稍后再试`} />}
      {video?.status === 'ok' && (
        <chakra.video controls w="full" rounded="lg" bg="black" src={video.data.playUrl} poster={video.data.cover} aria-label={t`视频播放器`} />
      )}
    </Container>
  );
}
