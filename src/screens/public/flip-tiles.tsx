import { Box, Image, SimpleGrid, Text } from '@chakra-ui/react';
import type { ImageTile } from '../../content/careers';

export interface FlipTilesProps {
  tiles: ImageTile[];
}

/**
 * Image tiles that turn over on hover and, for keyboards, on focus: the back shows the text. Reduced-motion users
 * get a cross-fade instead of the turn. A no-flip tile shows its text over the image.
 */
export function FlipTiles({ tiles }: FlipTilesProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      {tiles.map((tile) => (
        <Box as="li" key={tile.id} h="56" css={{ perspective: '1000px' }}>
          <Box
            tabIndex={tile.noFlip ? undefined : 0}
            position="relative"
            h="full"
            rounded="lg"
            focusVisibleRing="outside"
            transition="transform 0.6s"
            css={{
              transformStyle: 'preserve-3d',
              ...(tile.noFlip ? {} : { '&:hover, &:focus-visible': { transform: 'rotateY(180deg)' } }),
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
            data-flip={tile.noFlip ? undefined : ''}
          >
            <Box position="absolute" inset="0" rounded="lg" overflow="hidden" css={{ backfaceVisibility: 'hidden' }}>
              <Image src={tile.url} alt="" w="full" h="full" objectFit={tile.imageStyle ?? 'cover'} />
              {tile.noFlip && (
                <Text position="absolute" bottom="0" insetX="0" p="4" bg="blackAlpha.700" color="white" fontWeight="semibold">
                  {tile.text}
                </Text>
              )}
            </Box>
            {!tile.noFlip && (
              <Box
                position="absolute"
                inset="0"
                rounded="lg"
                bg="brand.800"
                color="white"
                display="flex"
                alignItems="center"
                justifyContent="center"
                p="6"
                css={{ backfaceVisibility: 'hidden', transform: 'rotateY(180deg)' }}
              >
                <Text fontSize="lg" fontWeight="semibold" textAlign="center">
                  {tile.text}
                </Text>
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
