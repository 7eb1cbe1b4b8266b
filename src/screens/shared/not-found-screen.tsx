import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../components/page-title';

export interface NotFoundScreenProps {
  homeHref?: string;
}

/** /404 and every unknown path; shown inside the public layout (its header, footer and main landmark). */
export function NotFoundScreen({ homeHref = '/' }: NotFoundScreenProps) {
  const { t } = useLingui();
  usePageTitle(t`页面不存在`);
  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="start">
        <Text fontSize="5xl" fontWeight="bold" color="brand.700" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="xl">
          <Trans>您访问的页面不存在</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>链接可能已失效，或页面已被移动。</Trans>
        </Text>
        <Button asChild colorPalette="brand">
          <a href={homeHref}>
            <Trans>返回首页</Trans>
          </a>
        </Button>
      </Stack>
    </Container>
  );
}
