import { Badge, Box, Card, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { TITLE_TRUNCATE_LONG, type Locale } from '../../../constants';
import { usePageTitle } from '../../../components/page-title';
import { anchorLink, type RenderLink } from '../../../components/render-link';
import { formatDate, truncateTitle } from '../../../format';
import type { ContentItem } from '../../../domain/content';
import { EmptyBlock, PageFrame, Pager, StatusView, type PageStatus } from './page-parts';


export interface ContentListScreenProps {
  /** The page's heading, already in the user's language (a column's title comes from the server). */
  title: string;
  status: PageStatus;
  items: ContentItem[];
  page: number;
  total: number;
  limit: number;
  locale: Locale;
  /** Where an entry opens. */
  hrefFor: (id: string) => string;
  onPage: (page: number) => void;
  onRetry?: () => void;
  renderLink?: RenderLink;
}

/** Articles of a column (enter company, investment perspective, company news) or activities: newest first, paged. */
export function ContentListScreen(props: ContentListScreenProps) {
  const { title, status, items, locale, renderLink = anchorLink } = props;
  usePageTitle(title);
  return (
    <PageFrame title={title}>
      <StatusView status={status} onRetry={props.onRetry}>
        {items.length === 0 ? (
          <EmptyBlock>
            <Trans>暂无内容</Trans>
          </EmptyBlock>
        ) : (
          <Stack as="ul" listStyleType="none" gap="4" m="0" p="0">
            {items.map((item) => (
              <Box as="li" key={item.id}>
                <Card.Root flexDirection={{ base: 'column', sm: 'row' }} overflow="hidden" variant="outline">
                  {item.cover && (
                    <Image src={item.cover} alt="" objectFit="cover" w={{ base: 'full', sm: '48' }} h={{ base: '40', sm: 'auto' }} />
                  )}
                  <Card.Body gap="2">
                    <Card.Title title={item.title}>
                      <Link asChild color="brand.800" fontWeight="semibold">
                        {renderLink({ href: props.hrefFor(item.id), children: truncateTitle(item.title, TITLE_TRUNCATE_LONG) })}
                      </Link>
                    </Card.Title>
                    <Text color="fg.muted" lineClamp={2}>
                      {item.summary}
                    </Text>
                    <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
                      <time dateTime={item.publishDate}>{formatDate(item.publishDate, locale)}</time>
                      {item.location && <Text>{item.location}</Text>}
                      {item.hasVideo && (
                        <Badge colorPalette="brand" variant="subtle">
                          <Trans>视频</Trans>
                        </Badge>
                      )}
                    </HStack>
                  </Card.Body>
                </Card.Root>
              </Box>
            ))}
          </Stack>
        )}
        <Pager page={props.page} total={props.total} limit={props.limit} onPage={props.onPage} />
      </StatusView>
    </PageFrame>
  );
}
