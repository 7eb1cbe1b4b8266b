import type { ReactNode } from 'react';
import { Card, Heading, Stack, Text } from '@chakra-ui/react';

/** One titled block of the settings page. */
export function SettingsSection({ id, title, description, children }: { id: string; title: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={`${id}-title`}>
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id={`${id}-title`}>{title}</Heading>
          {description && <Text fontSize="sm" color="fg.muted">{description}</Text>}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
