import { useState, type KeyboardEvent } from 'react';
import { Box, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { CarouselMember } from '../../content/careers';
import { InitialsAvatar } from './initials-avatar';

export interface TeamCarouselProps {
  members: CarouselMember[];
  label: string;
}

/**
 * One colleague at a time with previous / next buttons and dots; arrow keys work when the carousel has focus.
 * It never auto-advances, so nothing moves while someone is reading.
 */
export function TeamCarousel({ members, label }: TeamCarouselProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const count = members.length;
  const go = (next: number) => setIndex((next + count) % count);
  const member = members[index];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else return;
    e.preventDefault();
  };
  if (!member) return null;
  const position = index + 1;
  return (
    <Box role="group" aria-roledescription="carousel" aria-label={label} tabIndex={0} onKeyDown={onKeyDown} focusVisibleRing="outside" rounded="lg">
      <Flex align="center" gap={{ base: '2', md: '6' }}>
        <IconButton aria-label={t`上一位`} variant="outline" rounded="full" onClick={() => go(index - 1)}>
          <span aria-hidden="true">‹</span>
        </IconButton>
        <Stack
          role="group"
          aria-roledescription="slide"
          aria-label={t`第 ${position} 位，共 ${count} 位`}
          aria-live="polite"
          direction={{ base: 'column', md: 'row' }}
          align="center"
          gap="6"
          flex="1"
          p={{ base: '4', md: '8' }}
          bg="brand.50"
          rounded="lg"
        >
          <InitialsAvatar personId={member.id} name={member.name} boxSize={{ base: '24', md: '32' }} />
          <Box>
            <Text fontSize={{ base: 'lg', md: 'xl' }} fontStyle="italic">
              “{member.quote}”
            </Text>
            <Text mt="3" fontWeight="semibold">
              {member.name}
            </Text>
            <Text color="fg.muted">{member.role}</Text>
          </Box>
        </Stack>
        <IconButton aria-label={t`下一位`} variant="outline" rounded="full" onClick={() => go(index + 1)}>
          <span aria-hidden="true">›</span>
        </IconButton>
      </Flex>
      <Flex justify="center" gap="1" mt="4">
        {members.map((m, i) => (
          // A 24 px target (WCAG 2.5.8, in px so a small font size cannot shrink it) around the small dot.
          <Box
            as="button"
            key={m.id}
            w="24px"
            h="24px"
            display="flex"
            alignItems="center"
            justifyContent="center"
            rounded="full"
            cursor="pointer"
            aria-label={m.name}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            focusVisibleRing="outside"
          >
            <Box as="span" aria-hidden="true" w="3" h="3" rounded="full" bg={i === index ? 'brand.600' : 'gray.400'} />
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
