import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Code, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { codeRecipe } from '@chakra-ui/react/theme';
import { Trans, useLingui } from '@lingui/react/macro';

const RECOVERY_FILE = 'harbourline-recovery-codes.txt';

/**
 * One-time recovery codes, shown this once: why to keep them (`why`: what they stand in for), the codes, and copy,
 * download and "saved" (which hides them for good).
 */
export function RecoveryCodes({ codes, onSaved, why }: { codes: string[]; onSaved: () => void; why: ReactNode }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = RECOVERY_FILE;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="4">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>请保存恢复码</Trans>
          </Alert.Title>
          <Alert.Description>
            {why} <Trans>恢复码只显示这一次，请复制或下载后妥善保管。</Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="2" listStyleType="none" m="0" p="0" aria-label={t`恢复码`}>
        {codes.map((c) => (
          <Box as="li" key={c}>
            <Code recipe={codeRecipe} fontSize="md" px="2" py="1">
              {c}
            </Code>
          </Box>
        ))}
      </SimpleGrid>
      <HStack gap="3" wrap="wrap">
        <Button
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? <Trans>已复制</Trans> : <Trans>复制</Trans>}
        </Button>
        <Button variant="outline" onClick={download}>
          <Trans>下载</Trans>
        </Button>
        <Button colorPalette="brand" onClick={onSaved}>
          <Trans>我已保存</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
