import { useState } from 'react';
import { HStack, Input, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GuardedButton } from '../../../components/guarded-button';
import { ContentListScreen, type ContentListScreenProps } from './content-list-screen';
import { EmptyBlock, PageFrame } from './page-parts';

export interface SearchScreenProps extends Omit<ContentListScreenProps, 'title'> {
  /** The title text searched for ('' before a search). */
  query: string;
  onSearch: (title: string) => void;
}

/** News title search: enter or the button searches; results come SEARCH_PAGE_SIZE to a page from page 1. */
export function SearchScreen({ query, onSearch, ...list }: SearchScreenProps) {
  const { t } = useLingui();
  const [text, setText] = useState(query);
  const submit = () => {
    const title = text.trim();
    if (!title) return false;
    onSearch(title);
  };
  const form = (
    <HStack as="form" role="search" gap="2" w={{ base: 'full', md: 'md' }}
      onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <Input type="search" name="title" aria-label={t`搜索资讯标题`} placeholder={t`搜索资讯标题`} maxLength={50}
        value={text} onChange={(e) => setText(e.target.value)} />
      <GuardedButton type="submit" colorPalette="brand" onClick={submit}>
        <Trans>搜索</Trans>
      </GuardedButton>
    </HStack>
  );
  if (!query) {
    return (
      <PageFrame title={t`资讯搜索`} actions={form}>
        <EmptyBlock>
          <Trans>请输入标题关键词进行搜索</Trans>
        </EmptyBlock>
      </PageFrame>
    );
  }
  return (
    <>
      <HStack maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} pt="4" justify="flex-end">{form}</HStack>
      <ContentListScreen {...list} title={t`“${query}”的搜索结果`} />
      {list.status.kind === 'ready' && list.items.length > 0 && (
        <Text textAlign="center" fontSize="sm" color="fg.muted" pb="6">
          <Trans>共 {list.total} 条结果</Trans>
        </Text>
      )}
    </>
  );
}
