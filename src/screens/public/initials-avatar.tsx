import { Box, type BoxProps } from '@chakra-ui/react';

/** Background and letter colours of the avatars, from the brand palette and its gold and teal accents. */
const TONES: [bg: string, fg: string][] = [
  ['#372271', '#f6d58e'],
  ['#e7e2f8', '#372271'],
  ['#1f4e5f', '#e7e2f8'],
  ['#5638a8', '#ffffff'],
  ['#f6e7c4', '#462c8d'],
  ['#291955', '#cec4f0'],
  ['#dcefe8', '#1f4e5f'],
];

const CJK = /^[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * What the avatar shows: a Chinese name its surname (the first character); a romanised one the first letters of
 * its first and last words ("Lin Yuanzhou": LY).
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (CJK.test(trimmed)) return Array.from(trimmed)[0] ?? '';
  const words = trimmed.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The same person gets the same tone in both languages: the tone follows the id, not the name. */
function toneOf(id: string): [string, string] {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TONES[hash % TONES.length] ?? TONES[0];
}

export interface InitialsAvatarProps extends Omit<BoxProps, 'children' | 'id'> {
  /** Whose avatar (keeps the tone stable across languages). */
  personId: string;
  name: string;
}

/**
 * A person's initials in a circle. Decorative: the name is always written beside it, so screen readers skip it.
 * The letters scale with the circle (container query units), whatever its size.
 */
export function InitialsAvatar({ personId, name, ...rest }: InitialsAvatarProps) {
  const [bg, fg] = toneOf(personId);
  const initials = initialsOf(name);
  return (
    <Box
      aria-hidden="true"
      flexShrink={0}
      rounded="full"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="semibold"
      letterSpacing="wide"
      userSelect="none"
      css={{ containerType: 'size', background: bg, color: fg, boxShadow: `inset 0 0 0 3px ${fg}22` }}
      {...rest}
    >
      <Box as="span" css={{ fontSize: initials.length > 1 ? '38cqw' : '46cqw', lineHeight: 1 }}>
        {initials}
      </Box>
    </Box>
  );
}
