import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../components/page-title';
import type { Locale } from '../../constants';
import { anchorLink, type RenderLink } from '../../components/render-link';
import { AppHeader } from '../shared/app-header';

export interface HomeScreenProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  renderLink?: RenderLink;
}

/** The public home page: the firm in one sentence and the way into the client area. */
export function HomeScreen({ locale, onLocaleChange, renderLink = anchorLink }: HomeScreenProps) {
  const { t } = useLingui();
  usePageTitle(t`首页`);
  return (
    <Box minH="100dvh">
      <AppHeader
        locale={locale}
        onLocaleChange={onLocaleChange}
        renderLink={renderLink}
        right={
          <Button asChild size="sm" colorPalette="brand">
            {renderLink({ href: '/login', children: <Trans>客户登录</Trans> })}
          </Button>
        }
      />
      <Container as="main" maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '12', md: '24' }}>
        <Stack gap="5" maxW="3xl">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            <Trans>以研究为本，与时间为友</Trans>
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            <Trans>泓岸资本成立于2007年，专注于中国及亚洲股票的长期投资，在北京、上海、深圳、香港、新加坡和纽约设有办公室。</Trans>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
