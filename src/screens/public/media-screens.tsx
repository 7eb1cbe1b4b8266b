import { Badge, Box, Button, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Loaded, LiveEventItem, LiveRoomLoad, VideoItem } from '../../actors/public';
import { ErrorBanner } from '../../components/error-banner';
import { usePageTitle } from '../../components/page-title';
import { anchorLink, type RenderLink } from '../../components/render-link';
import { VideoPlayer } from '../../components/video-player';
import type { Locale } from '../../constants';
import { formatDate, truncateLong } from '../../format';

const STATUS_LABEL = { upcoming: msg`即将开始`, live: msg`直播中`, ended: msg`已结束` } as const;

/** "2026-11-30 16:00" / "Nov 30, 2026 16:00", in the browser's time zone. */
function formatDateTime(iso: string, locale: Locale): string {
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  return `${formatDate(iso, locale)} ${time}`;
}

export interface LiveBroadcastScreenProps {
  locale: Locale;
  events: Loaded<LiveEventItem[]>;
  /** The address of an event's page. */
  hrefFor: (eventId: string) => string;
  renderLink?: RenderLink;
}

/** Live broadcasts: the event list; each event has its own page, where it plays (live, or its replay after). */
export function LiveBroadcastScreen({ locale, events, hrefFor, renderLink = anchorLink }: LiveBroadcastScreenProps) {
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
                    {formatDateTime(e.startTime, locale)}
                  </Text>
                </Box>
                <Badge colorPalette={e.status === 'live' ? 'red' : 'gray'}>{i18n._(STATUS_LABEL[e.status])}</Badge>
              </Stack>
              {e.summary && <Text mt="2">{e.summary}</Text>}
              <Button asChild mt="3" size="sm" colorPalette="brand" variant={e.status === 'live' ? 'solid' : 'outline'}>
                {renderLink({
                  href: hrefFor(e.id),
                  children: e.status === 'ended' ? <Trans>观看回放</Trans> : <Trans>进入直播</Trans>,
                })}
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Container>
  );
}

export interface LiveEventScreenProps {
  locale: Locale;
  room: LiveRoomLoad;
  /** The list of broadcasts, and the login page that comes back here. */
  listHref: string;
  loginHref: string;
  renderLink?: RenderLink;
  onRetry?: () => void;
}

/**
 * One broadcast's page: before it starts, when it starts (the page plays it by itself then); while it is live, the
 * stream from where the broadcast is now; after it has ended, its replay. A clients-only broadcast asks a visitor
 * to log in first.
 */
export function LiveEventScreen({ locale, room, listHref, loginHref, renderLink = anchorLink, onRetry }: LiveEventScreenProps) {
  const { i18n, t } = useLingui();
  const event = room.status === 'ok' ? room.data.event : null;
  usePageTitle(event?.title ?? msg`直播`);
  return (
    <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '16' }}>
      <Link asChild fontSize="sm" color="brand.700" mb="4">
        {renderLink({ href: listHref, children: <>← {t`返回列表`}</> })}
      </Link>
      {room.status === 'error' && (
        <Stack gap="3" align="flex-start">
          <Heading as="h1" size="2xl">
            <Trans>直播</Trans>
          </Heading>
          <ErrorBanner message={t`暂时无法进入直播，请稍后再试`} />
          {onRetry && (
            <Button size="sm" variant="outline" onClick={onRetry}>
              <Trans>重试</Trans>
            </Button>
          )}
        </Stack>
      )}
      {room.status === 'missing' && (
        <Stack gap="3">
          <Heading as="h1" size="2xl">
            <Trans>直播</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>未找到该直播，它可能已被取消。</Trans>
          </Text>
        </Stack>
      )}
      {room.status === 'locked' && (
        <Stack gap="3" align="flex-start">
          <Heading as="h1" size="2xl">
            <Trans>直播</Trans>
          </Heading>
          <Text>
            <Trans>该直播仅限客户观看，请登录后进入。</Trans>
          </Text>
          <Button asChild size="sm" colorPalette="brand">
            {renderLink({ href: loginHref, children: <Trans>登录</Trans> })}
          </Button>
        </Stack>
      )}
      {room.status === 'ok' && event && (
        <Stack gap="4">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="2xl" title={event.title}>
              {truncateLong(event.title)}
            </Heading>
            <Badge colorPalette={event.status === 'live' ? 'red' : 'gray'} data-live-status={event.status}>
              {i18n._(STATUS_LABEL[event.status])}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            <Trans>活动时间：</Trans>
            {formatDateTime(event.startTime, locale)}
            {event.endTime && ` – ${formatDateTime(event.endTime, locale)}`}
          </Text>
          {event.summary && <Text>{event.summary}</Text>}
          {event.status === 'upcoming' && (
            <Box rounded="md" bg="bg.muted" p="6" textAlign="center">
              <Text>
                <Trans>直播将于 {formatDateTime(event.startTime, locale)} 开始，届时本页将自动播放。</Trans>
              </Text>
            </Box>
          )}
          {event.status === 'live' && room.data.streamUrl && (
            <Stack gap="2">
              <VideoPlayer src={room.data.streamUrl} label={t`直播画面`} liveSince={event.startTime} />
              <Text fontSize="sm" color="fg.muted">
                <Trans>直播已静音开始，点击播放器中的音量按钮即可收听。</Trans>
              </Text>
            </Stack>
          )}
          {event.status === 'ended' && (
            <Stack gap="2">
              <Text>
                <Trans>直播已结束，您可以观看回放。</Trans>
              </Text>
              {room.data.streamUrl && <VideoPlayer src={room.data.streamUrl} label={t`直播回放`} />}
            </Stack>
          )}
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
      {video?.status === 'ok' && <VideoPlayer src={video.data.playUrl} poster={video.data.cover} label={t`视频播放器`} />}
    </Container>
  );
}
