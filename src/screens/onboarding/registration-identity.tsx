import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RegistrationIdentity } from '../../domain/onboarding';
import { Notice } from './notice';

export const REGISTRATION_IDENTITY_LABELS: Record<RegistrationIdentity, { title: MessageDescriptor; detail: MessageDescriptor }> = {
  individual: { title: msg`私募基金持有人`, detail: msg`已认购或拟认购本公司私募基金的个人` },
  partner: { title: msg`合作伙伴`, detail: msg`与本公司合作的渠道与机构伙伴` },
  institution: { title: msg`机构客户`, detail: msg`机构投资者由专属顾问为您开通账户` },
};

const IDENTITIES: RegistrationIdentity[] = ['individual', 'partner', 'institution'];

/** SPEC.md §6: registration is for private fund holders and partners; institutions are sent to their advisor. */
export function RegistrationIdentityChoice({ onChoose }: { onChoose: (identity: RegistrationIdentity) => void }) {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        <Trans>请选择您的身份。</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" role="group" aria-label={t`选择注册身份`}>
        {IDENTITIES.map((identity) => (
          <Button
            key={identity}
            variant="outline"
            colorPalette="brand"
            h="auto"
            py="4"
            whiteSpace="normal"
            justifyContent="flex-start"
            textAlign="start"
            onClick={() => onChoose(identity)}
          >
            <Stack gap="1" align="flex-start">
              <Text fontWeight="semibold">{t(REGISTRATION_IDENTITY_LABELS[identity].title)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t(REGISTRATION_IDENTITY_LABELS[identity].detail)}
              </Text>
            </Stack>
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The institution page: no form, the advisor opens the account. */
export function InstitutionNotice({ onBack }: { onBack: () => void }) {
  return (
    <Notice
      status="info"
      title={<Trans>请联系您的专属顾问</Trans>}
      actions={
        <Button variant="outline" onClick={onBack}>
          <Trans>返回选择身份</Trans>
        </Button>
      }
    >
      <Trans>机构客户不支持在线注册，请联系您的专属顾问为您开通账户。</Trans>
    </Notice>
  );
}
