import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { HEADCOUNT_DATE, type Locale } from '../../constants';
import type { TeamGroup } from '../../content/team';
import { formatDate } from '../../format';
import { InitialsAvatar } from './initials-avatar';

export interface TeamSectionProps {
  groups: TeamGroup[];
  locale: Locale;
}

/** The management team in four groups, each with its headcount as of HEADCOUNT_DATE. */
export function TeamSection({ groups, locale }: TeamSectionProps) {
  const date = formatDate(HEADCOUNT_DATE, locale);
  return (
    <Stack gap="8">
      <Text color="fg.muted">
        <Trans>人数统计截至 {date}</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {groups.map((group) => {
          const count = group.headcount;
          return (
            <Box key={group.id} borderWidth="1px" rounded="lg" p="5">
              <Heading as="h3" size="md">
                {group.title}
              </Heading>
              <Text fontSize="3xl" fontWeight="bold" color="brand.700">
                <Trans>{count} 人</Trans>
              </Text>
              <Stack gap="4" mt="4">
                {group.members.map((m) => (
                  <Stack key={m.id} direction="row" gap="4" align="flex-start">
                    <InitialsAvatar personId={m.id} name={m.name} boxSize="16" />
                    <Box>
                      <Text fontWeight="semibold">{m.name}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {m.position}
                      </Text>
                      {m.textBlocks.map((b) => (
                        <Text key={b} fontSize="sm" mt="1">
                          {b}
                        </Text>
                      ))}
                    </Box>
                  </Stack>
                ))}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
