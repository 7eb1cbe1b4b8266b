import { useState } from 'react';
import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MilestoneYear } from '../../content/milestones';

export interface MilestonesProps {
  years: MilestoneYear[];
}

/** Milestones and awards by year: a row of year buttons (scrolls on phones) and the chosen year's story. */
export function Milestones({ years }: MilestonesProps) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState(years[years.length - 1]?.year);
  const year = years.find((y) => y.year === chosen) ?? years[0];
  return (
    <Stack gap="5">
      <Flex role="group" aria-label={t`选择年份`} gap="2" overflowX="auto" pb="2">
        {years.map((y) => (
          <Button
            key={y.id}
            size="sm"
            flexShrink={0}
            variant={y.year === chosen ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={y.year === chosen}
            onClick={() => setChosen(y.year)}
          >
            {y.year}
          </Button>
        ))}
      </Flex>
      {year && (
        <Box aria-live="polite" borderLeftWidth="4px" borderColor="brand.500" ps="5" py="2">
          <Text fontSize="3xl" fontWeight="bold" color="brand.700">
            {year.year}
          </Text>
          {year.summary.map((s) => (
            <Text key={s} mt="2">
              {s}
            </Text>
          ))}
          {year.awards.length > 0 && (
            <Stack mt="3" gap="2">
              <Text fontWeight="semibold">
                <Trans>荣誉奖项</Trans>
              </Text>
              {year.awards.map((a) => (
                <Badge key={a} colorPalette="orange" variant="subtle" size="lg" w="fit-content" whiteSpace="normal">
                  {a}
                </Badge>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}
