import { Accordion, Box, Text } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import { Trans } from '@lingui/react/macro';
import type { Locale } from '../../constants';
import type { LocationId } from '../../content/careers';
import { jobPostings } from '../../content/job-postings';
import { sanitizePostingHtml } from './sanitize';

/** Posting HTML, sanitised right before it is rendered (the only place the site renders HTML it did not write). */
export function PostingContent({ html }: { html: string }) {
  return (
    <Box
      className="posting"
      lineHeight="tall"
      css={{ '& h4': { fontWeight: 'semibold', mt: '4', mb: '1' }, '& ul': { ps: '5', listStyleType: 'disc' }, '& li + li': { mt: '1' } }}
      dangerouslySetInnerHTML={{ __html: sanitizePostingHtml(html) }}
    />
  );
}

export interface PostingListProps {
  locale: Locale;
  location: LocationId;
}

/** A location's postings, each opening to its summary, location, responsibilities and requirements. */
export function PostingList({ locale, location }: PostingListProps) {
  const postings = jobPostings(locale, location);
  if (postings.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>暂无职位</Trans>
      </Text>
    );
  }
  return (
    <Accordion.Root recipe={accordionSlotRecipe} collapsible multiple lazyMount data-postings={location}>
      {postings.map((post) => (
        <Accordion.Item key={post.id} value={post.id}>
          <Accordion.ItemTrigger py="3">
            <Box flex="1">
              <Text fontWeight="semibold">{post.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {post.team} · {post.location}
              </Text>
            </Box>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <PostingContent html={post.content} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
