import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { formatPercent } from '../../format';

export interface SectorBarItem {
  sector: string;
  /** 0-1. */
  weight: number;
  benchmarkWeight?: number | null;
}

/** Sector exposure as labelled bars (a handful of rows: plain DOM reads better than a canvas and needs no chart code). */
export function SectorBars({ items }: { items: readonly SectorBarItem[] }) {
  if (items.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>暂无行业分布数据</Trans>
      </Text>
    );
  }
  const max = Math.max(...items.map((i) => Math.max(i.weight, i.benchmarkWeight ?? 0)), 0.0001);
  const hasBenchmark = items.some((i) => i.benchmarkWeight !== null && i.benchmarkWeight !== undefined);
  return (
    <Stack gap="3">
      {/* The legend sits outside the list: a <ul> may only hold <li> children. */}
      {hasBenchmark && (
        <HStack gap="4" fontSize="xs" color="fg.muted">
          <HStack gap="1"><Box w="3" h="2" bg="brand.600" /><Text><Trans>基金</Trans></Text></HStack>
          <HStack gap="1"><Box w="3" h="2" bg="gray.400" /><Text><Trans>业绩基准</Trans></Text></HStack>
        </HStack>
      )}
      <Stack gap="3" as="ul" listStyleType="none" m="0" p="0">
        {items.map((item) => (
          <Box as="li" key={item.sector}>
            <HStack justify="space-between" fontSize="sm">
              <Text>{item.sector}</Text>
              <Text fontVariantNumeric="tabular-nums">
                {formatPercent(item.weight)}
                {hasBenchmark && <Text as="span" color="fg.muted"> / {formatPercent(item.benchmarkWeight)}</Text>}
              </Text>
            </HStack>
            <Box h="2" bg="bg.muted" rounded="full" mt="1">
              <Box h="2" bg="brand.600" rounded="full" w={`${(item.weight / max) * 100}%`} />
            </Box>
            {hasBenchmark && (
              <Box h="1" mt="0.5" rounded="full" bg="gray.400" w={`${((item.benchmarkWeight ?? 0) / max) * 100}%`} />
            )}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
