import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { usePageTitle } from '../../components/page-title';
import { anchorLink, type RenderLink } from '../../components/render-link';
import type { Locale } from '../../constants';
import type { ViewArticle } from '../../content/views';
import { formatDate, truncateLong, truncateShort } from '../../format';
import { Paragraphs } from './page-parts';

export interface InvestmentViewsScreenProps {
  locale: Locale;
  articles: ViewArticle[];
  renderLink?: RenderLink;
}

/** 投资观点: the firm's published views, newest first. */
export function InvestmentViewsScreen({ locale, articles, renderLink = anchorLink }: InvestmentViewsScreenProps) {
  usePageTitle(msg`投资观点`);
  return (
    <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '16' }}>
      <Heading as="h1" size="2xl" mb="6">
        <Trans>投资观点</Trans>
      </Heading>
      <Stack as="ul" listStyleType="none" gap="5">
        {articles.map((a) => (
          <Box as="li" key={a.id} borderBottomWidth="1px" pb="5">
            <Heading as="h2" size="md" title={a.title}>
              <Link asChild color="brand.800">
                {renderLink({ href: `/informationDetailsZh?id=${a.id}`, children: truncateShort(a.title) })}
              </Link>
            </Heading>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {formatDate(a.date, locale)} · {a.author}
            </Text>
            <Text mt="2">{a.summary}</Text>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}

export interface ArticleScreenProps {
  locale: Locale;
  article: ViewArticle | undefined;
  renderLink?: RenderLink;
}

/** One investment view; an unknown id says so and links back to the list. */
export function ArticleScreen({ locale, article, renderLink = anchorLink }: ArticleScreenProps) {
  usePageTitle(article ? truncateLong(article.title) : msg`文章不存在`);
  return (
    <Container maxW="3xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '16' }}>
      {article ? (
        <Box as="article">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {truncateLong(article.title)}
          </Heading>
          <Text color="fg.muted" mt="2" mb="6">
            {formatDate(article.date, locale)} · {article.author}
          </Text>
          <Paragraphs paragraphs={article.paragraphs} />
        </Box>
      ) : (
        <Heading as="h1" size="xl">
          <Trans>文章不存在</Trans>
        </Heading>
      )}
      <Link asChild mt="8" display="inline-block" color="brand.700">
        {renderLink({ href: '/investmentZh', children: <Trans>返回投资观点</Trans> })}
      </Link>
    </Container>
  );
}
