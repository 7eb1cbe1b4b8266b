import { Box, Button, HStack, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { usePageTitle } from '../../../components/page-title';
import { anchorLink, type RenderLink } from '../../../components/render-link';
import { VideoPlayer } from '../../../components/video-player';
import { formatDate } from '../../../format';
import { PageFrame, StatusView, type PageStatus } from './page-parts';
import { SafeHtml } from './safe-html';
import type { ActivitySummary, Attachment, VideoSource } from '../../../domain/content';

export interface ContentDetail {
  id: string;
  title: string;
  publishDate: string;
  content: string;
  video: VideoSource | null;
  attachments?: Attachment[];
  location?: string;
  startTime?: string;
  endTime?: string;
  /** Activities: the sessions or replays that belong to it. */
  children?: ActivitySummary[];
}

export interface ContentDetailScreenProps {
  status: PageStatus;
  detail: ContentDetail | null;
  locale: Locale;
  /** The list (or search results) this was opened from. */
  back: { href: string; label: string };
  hrefForChild?: (id: string) => string;
  onDownload?: (file: Attachment) => void;
  onRetry?: () => void;
  renderLink?: RenderLink;
}

const sizeText = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** An article or an activity: title, date, video when there is one, sanitised body, attachments, sessions. */
export function ContentDetailScreen(props: ContentDetailScreenProps) {
  const { status, detail, locale, back, renderLink = anchorLink } = props;
  const { t } = useLingui();
  usePageTitle(detail?.title);
  const backLink = (
    <Link asChild fontSize="sm" color="brand.700">
      {renderLink({ href: back.href, children: `← ${back.label}` })}
    </Link>
  );
  return (
    <PageFrame title={detail?.title ?? t`详情`} actions={backLink}>
      <StatusView status={status} onRetry={props.onRetry}>
        {detail && (
          <Stack gap="4">
            <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
              <time dateTime={detail.publishDate}>{formatDate(detail.publishDate, locale)}</time>
              {detail.location && <Text>{detail.location}</Text>}
              {detail.startTime && (
                <Text>
                  <Trans>活动时间：</Trans>
                  {formatDate(detail.startTime, locale)}
                  {detail.endTime && ` – ${formatDate(detail.endTime, locale)}`}
                </Text>
              )}
            </HStack>
            {detail.video &&
              (detail.video.playUrl ? (
                <VideoPlayer src={detail.video.playUrl} poster={detail.video.cover} label={t`视频`} />
              ) : (
                <Box rounded="md" bg="bg.muted" p="6" textAlign="center">
                  {detail.video.cover && <Image src={detail.video.cover} alt="" mx="auto" mb="3" maxH="48" />}
                  <Text color="fg.muted">
                    <Trans>视频暂时无法播放，请稍后再试</Trans>
                  </Text>
                </Box>
              ))}
            <SafeHtml html={detail.content} />
            {detail.attachments && detail.attachments.length > 0 && (
              <Stack gap="2">
                <Heading as="h2" size="sm">
                  <Trans>附件</Trans>
                </Heading>
                {detail.attachments.map((file) => (
                  <HStack key={file.fileId} justify="space-between" borderWidth="1px" rounded="md" px="3" py="2">
                    <Text>
                      {file.name} <Text as="span" color="fg.muted">({sizeText(file.size)})</Text>
                    </Text>
                    <Button size="sm" variant="outline" onClick={() => props.onDownload?.(file)}>
                      <Trans>下载</Trans>
                    </Button>
                  </HStack>
                ))}
              </Stack>
            )}
            {detail.children && detail.children.length > 0 && (
              <Stack gap="2">
                <Heading as="h2" size="sm">
                  <Trans>相关活动</Trans>
                </Heading>
                {detail.children.map((child) => (
                  <HStack key={child.id} justify="space-between" borderBottomWidth="1px" py="2">
                    <Link asChild color="brand.800">
                      {renderLink({ href: props.hrefForChild?.(child.id) ?? '#', children: child.title })}
                    </Link>
                    <Text fontSize="sm" color="fg.muted">{formatDate(child.startTime ?? child.publishDate, locale)}</Text>
                  </HStack>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </StatusView>
    </PageFrame>
  );
}
