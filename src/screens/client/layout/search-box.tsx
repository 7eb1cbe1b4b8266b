import { useEffect, useRef, useState } from 'react';
import { Box, createRecipeContext, HStack, IconButton, type InputProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { SEARCH_BOX_HIDE_DELAY_MS } from '../../../constants';
import { SearchIcon } from '../../../components/icons';

/**
 * Chakra's input recipe on a plain <input>. Chakra's Input is Ark's Field.Input, which brings the whole Field (root,
 * labels, selects, a self-sizing text area) into every client page's first load for a box that has no field around
 * it (the client page's bytes before its largest paint).
 */
const SearchInput = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, InputProps>('input');

export interface SearchBoxProps {
  /** News title search: called with the trimmed text on Enter or the search button. */
  onSearch: (title: string) => void;
  hideDelayMs?: number;
}

/**
 * The news-title search of the client layout: the icon opens the box; it hides SEARCH_BOX_HIDE_DELAY_MS after it
 * loses focus (§9), which leaves time for a click on its own search button to land first.
 */
export function SearchBox({ onSearch, hideDelayMs = SEARCH_BOX_HIDE_DELAY_MS }: SearchBoxProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const submit = () => {
    const text = title.trim();
    if (text) onSearch(text);
  };

  if (!open) {
    return (
      <IconButton aria-label={t`搜索资讯`} variant="ghost" size="sm" color="menu.fg" onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
    );
  }
  return (
    <HStack
      as="form"
      role="search"
      gap="1"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onFocus={() => clearTimeout(timer.current)}
      onBlur={() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setOpen(false), hideDelayMs);
      }}
    >
      <Box>
        <SearchInput
          ref={input}
          size="sm"
          w={{ base: '36', md: '48' }}
          type="search"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={t`搜索资讯标题`}
          aria-label={t`搜索资讯标题`}
        />
      </Box>
      <IconButton type="submit" aria-label={t`搜索`} size="sm" colorPalette="brand">
        <SearchIcon />
      </IconButton>
    </HStack>
  );
}
