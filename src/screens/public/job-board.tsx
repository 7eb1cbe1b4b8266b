import { Accordion, Box, Tabs, Text } from '@chakra-ui/react';
import { accordionSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { Trans } from '@lingui/react/macro';
import type { JobLocation, JobTab } from '../../content/careers';
import { sanitizePostingHtml } from './sanitize';

export interface JobBoardProps {
  tabs: JobTab[];
}

/** Posting HTML, sanitised right before it is rendered (the only place the site renders HTML it did not write). */
export function PostingContent({ html }: { html: string }) {
  return (
    <Box
      className="posting"
      css={{ '& h4': { fontWeight: 'semibold', mt: '3' }, '& ul': { ps: '5', listStyleType: 'disc' } }}
      dangerouslySetInnerHTML={{ __html: sanitizePostingHtml(html) }}
    />
  );
}

function Locations({ locations }: { locations: JobLocation[] }) {
  return (
    <Tabs.Root recipe={tabsSlotRecipe} defaultValue={locations[0]?.id} variant="subtle" colorPalette="brand" lazyMount unmountOnExit>
      <Tabs.List flexWrap="wrap">
        {locations.map((loc) => (
          <Tabs.Trigger key={loc.id} value={loc.id}>
            {loc.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {locations.map((loc) => (
        <Tabs.Content key={loc.id} value={loc.id}>
          {loc.postings.length === 0 ? (
            <Text color="fg.muted">
              <Trans>暂无职位</Trans>
            </Text>
          ) : (
            <Accordion.Root recipe={accordionSlotRecipe} collapsible multiple lazyMount>
              {loc.postings.map((post) => (
                <Accordion.Item key={post.id} value={post.id}>
                  <Accordion.ItemTrigger py="3">
                    <Text flex="1" fontWeight="semibold">
                      {post.title}
                    </Text>
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
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** Job tabs (social recruiting | campus recruiting, the latter disabled) > locations > postings. */
export function JobBoard({ tabs }: JobBoardProps) {
  const first = tabs.find((tab) => tab.kind === 'tab' && !tab.disabled);
  return (
    <Tabs.Root recipe={tabsSlotRecipe} defaultValue={first?.id} variant="line" colorPalette="brand" lazyMount unmountOnExit>
      <Tabs.List>
        {tabs.map((tab) =>
          tab.kind === 'separator' ? (
            <Box key={tab.id} aria-hidden="true" w="1px" alignSelf="stretch" my="2" bg="border" />
          ) : (
            <Tabs.Trigger key={tab.id} value={tab.id} disabled={tab.disabled}>
              {tab.label}
            </Tabs.Trigger>
          ),
        )}
      </Tabs.List>
      {tabs.map((tab) =>
        tab.kind === 'tab' && !tab.disabled ? (
          <Tabs.Content key={tab.id} value={tab.id}>
            <Locations locations={tab.locations} />
          </Tabs.Content>
        ) : null,
      )}
    </Tabs.Root>
  );
}
