import { Box, Container, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../components/page-title';
import { anchorLink, type RenderLink } from '../../components/render-link';
import type { Locale } from '../../constants';
import { pick } from '../../content/types';
import { VIEWS_PAGE, type ViewArticle } from '../../content/views';
import { formatDate, truncateLong, truncateShort } from '../../format';
import { PageBanner, Paragraphs } from './page-parts';

export interface InvestmentViewsScreenProps {
  locale: Locale;
  articles: ViewArticle[];
  renderLink?: RenderLink;
}

/** 投资观点: the firm's published views, newest first, each with its cover. */
export function InvestmentViewsScreen({ locale, articles, renderLink = anchorLink }: InvestmentViewsScreenProps) {
  const { t } = useLingui();
  usePageTitle(msg`投资观点`);
  const page = pick(VIEWS_PAGE, locale);
  return (
    <>
      <PageBanner title={t`投资观点`} subtitle={page.subtitle} image={page.banner} />
      <Container maxW="5xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
        <Stack as="ul" listStyleType="none" gap="6">
          {articles.map((a) => (
            <Stack as="li" key={a.id} direction={{ base: 'column', sm: 'row' }} gap={{ base: '3', sm: '6' }} borderBottomWidth="1px" pb="6">
              <Image src={a.image} alt="" loading="lazy" w={{ base: 'full', sm: '56' }} h={{ base: '40', sm: '32' }} objectFit="cover" rounded="md" flexShrink={0} />
              <Box>
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
            </Stack>
          ))}
        </Stack>
      </Container>
    </>
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
          <Image src={article.image} alt="" w="full" h={{ base: '40', md: '72' }} objectFit="cover" rounded="lg" mb="8" />
          <Text fontSize="lg" fontWeight="medium" color="brand.800" mb="5">
            {article.summary}
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
