import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BindingKind } from '../../domain/onboarding';

export const BINDING_KIND_LABELS: Record<BindingKind, { title: MessageDescriptor; detail: MessageDescriptor }> = {
  domestic: { title: msg`境内客户`, detail: msg`持有境内（人民币）基金产品` },
  offshore: { title: msg`境外客户`, detail: msg`持有境外（美元）基金产品` },
  partner: { title: msg`合作伙伴`, detail: msg`通过合作机构认购，需填写企业邮箱` },
};

const KINDS: BindingKind[] = ['domestic', 'offshore', 'partner'];

/** The three binding forms as large buttons; choosing one opens its form. */
export function BindingKindChoice({ onChoose }: { onChoose: (kind: BindingKind) => void }) {
  const { t } = useLingui();
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" role="group" aria-label={t`选择绑定类型`}>
      {KINDS.map((kind) => (
        <Button
          key={kind}
          variant="outline"
          colorPalette="brand"
          h="auto"
          py="4"
          whiteSpace="normal"
          justifyContent="flex-start"
          textAlign="start"
          onClick={() => onChoose(kind)}
        >
          <Stack gap="1" align="flex-start">
            <Text fontWeight="semibold">{t(BINDING_KIND_LABELS[kind].title)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t(BINDING_KIND_LABELS[kind].detail)}
            </Text>
          </Stack>
        </Button>
      ))}
    </SimpleGrid>
  );
}
