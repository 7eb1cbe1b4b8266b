import { Badge, Box, Button, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Loaded, LiveEventItem, LiveRoomLoad, VideoItem, VideoListItem } from '../../domain/public';
import { ErrorBanner } from '../../components/error-banner';
import { usePageTitle } from '../../components/page-title';
import { anchorLink, type RenderLink } from '../../components/render-link';
import { VideoPlayer } from '../../components/video-player';
import type { Locale } from '../../constants';
import { formatDate, truncateLong } from '../../format';
import { MEDIA_PAGES } from '../../content/media';
import { pick } from '../../content/types';
import { PageBanner } from './page-parts';

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
    <>
      <PageBanner title={t`直播`} subtitle={pick(MEDIA_PAGES, locale).live.subtitle} image={pick(MEDIA_PAGES, locale).live.banner} />
      <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
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
    </>
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
  locale: Locale;
  videos: Loaded<VideoListItem[]>;
  /** The video chosen (?videoId=…), or null when none is. */
  video: Loaded<VideoItem> | null;
  currentId?: string;
  /** The address of a video on this page. */
  hrefFor: (videoId: string) => string;
  renderLink?: RenderLink;
}

/** A length in seconds as m:ss (h:mm:ss from an hour). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const [h, m] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60)];
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/** ISO 8601 duration for <time dateTime>. */
const isoDuration = (seconds: number) => `PT${Math.max(0, Math.round(seconds))}S`;

/**
 * Videos: the ones the visitor may play (a client sees the clients-only ones too), each with its length; the one
 * chosen plays above the list, which marks it.
 */
export function VideoScreen({ locale, videos, video, currentId, hrefFor, renderLink = anchorLink }: VideoScreenProps) {
  const { t } = useLingui();
  const list = videos.status === 'ok' ? videos.data : [];
  const current = currentId === undefined ? undefined : list.find((v) => v.videoId === currentId);
  usePageTitle(current?.title ?? msg`视频`);
  return (
    <>
      <PageBanner title={t`视频`} subtitle={pick(MEDIA_PAGES, locale).video.subtitle} image={pick(MEDIA_PAGES, locale).video.banner} />
      <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
        <Stack gap="10">
          {video !== null && (
            <Stack as="section" gap="3" aria-labelledby="video-now">
              {video.status === 'error' && <ErrorBanner message={t`视频暂时无法播放，请稍后再试`} />}
              {video.status === 'ok' && <VideoPlayer src={video.data.playUrl} poster={video.data.cover} label={current?.title ?? t`视频播放器`} />}
              <Heading as="h2" size="lg" id="video-now" title={current?.title}>
                {current ? truncateLong(current.title) : <Trans>视频</Trans>}
              </Heading>
              {current && <Duration seconds={current.duration} />}
            </Stack>
          )}
          <Stack as="section" gap="4" aria-labelledby="video-list">
            <Heading as="h2" size="lg" id="video-list" color="brand.800">
              <Trans>全部视频</Trans>
            </Heading>
            {videos.status === 'error' && <ErrorBanner message={t`视频列表暂时无法加载，请稍后再试`} />}
            {videos.status === 'ok' && list.length === 0 && (
              <Text color="fg.muted">
                <Trans>暂无视频</Trans>
              </Text>
            )}
            {list.length > 0 && (
              <Stack as="ul" listStyleType="none" gap="3">
                {list.map((v) => {
                  const playing = v.videoId === currentId;
                  return (
                    <HStack
                      as="li"
                      key={v.videoId}
                      gap="4"
                      borderWidth="1px"
                      rounded="lg"
                      p="4"
                      align="center"
                      bg={playing ? 'brand.50' : undefined}
                      borderColor={playing ? 'brand.300' : undefined}
                    >
                      <PlayMark />
                      <Box flex="1" minW="0">
                        <Heading as="h3" size="md" title={v.title}>
                          <Link asChild color="brand.800" aria-current={playing ? 'true' : undefined}>
                            {renderLink({ href: hrefFor(v.videoId), children: truncateLong(v.title) })}
                          </Link>
                        </Heading>
                        <HStack gap="3" mt="1" wrap="wrap">
                          <Duration seconds={v.duration} />
                          {playing && (
                            <Badge colorPalette="brand">
                              <Trans>正在播放</Trans>
                            </Badge>
                          )}
                        </HStack>
                      </Box>
                    </HStack>
                  );
                })}
              </Stack>
            )}
          </Stack>
        </Stack>
      </Container>
    </>
  );
}

function Duration({ seconds }: { seconds: number }) {
  const length = formatDuration(seconds);
  return (
    <Text fontSize="sm" color="fg.muted">
      <Trans>时长</Trans> <time dateTime={isoDuration(seconds)}>{length}</time>
    </Text>
  );
}

/** A play symbol in the brand's colours beside each video (decorative: the title is the link). */
function PlayMark() {
  return (
    <Box aria-hidden flexShrink={0} w="12" h="12" rounded="full" bg="brand.700" color="white" display="grid" placeItems="center">
      <svg width="18" height="18" viewBox="0 0 24 24" focusable="false">
        <path d="M8 5v14l11-7z" fill="currentColor" />
      </svg>
    </Box>
  );
}
