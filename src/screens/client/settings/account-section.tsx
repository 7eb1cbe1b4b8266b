import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IdentityType } from '../../../constants';
import { anchorLink, type RenderLink } from '../../../components/render-link';
import { IDENTITY_TYPE_LABELS } from '../../../i18n/messages';
import { SettingsSection } from './section';

export interface AccountSectionProps {
  currentIdType: IdentityType;
  switchableIdTypes: IdentityType[];
  switching: boolean;
  onSwitchIdType: (type: 1 | 2 | 3) => void;
  onDeregister: () => void;
  renderLink?: RenderLink;
}

/** Investor type switch, the legal terms, and deregistration. */
export function AccountSection(props: AccountSectionProps) {
  const { currentIdType, renderLink = anchorLink } = props;
  const { i18n, t } = useLingui();
  const others = props.switchableIdTypes.filter((type): type is 1 | 2 | 3 => type !== currentIdType && type !== 0);
  return (
    <SettingsSection id="account" title={<Trans>账户</Trans>}>
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium"><Trans>投资者类型</Trans></Text>
          <Badge colorPalette="brand">{i18n._(IDENTITY_TYPE_LABELS[currentIdType])}</Badge>
        </HStack>
        {others.length > 0 && (
          <HStack gap="2" wrap="wrap">
            {others.map((type) => (
              // The spinner replaces the label while the info reloads: the loading text keeps the button named.
              <Button key={type} size="sm" variant="outline" loading={props.switching} loadingText={t`正在切换…`} onClick={() => props.onSwitchIdType(type)}>
                <Trans>切换为{i18n._(IDENTITY_TYPE_LABELS[type])}</Trans>
              </Button>
            ))}
          </HStack>
        )}
      </Stack>
      <HStack gap="4">
        <Text fontWeight="medium"><Trans>法律条款</Trans></Text>
        <Link asChild color="brand.700">{renderLink({ href: '/userTerms', children: i18n._(LEGAL.terms) })}</Link>
        <Link asChild color="brand.700">{renderLink({ href: '/privacyClause', children: i18n._(LEGAL.privacy) })}</Link>
      </HStack>
      <Stack gap="2" borderTopWidth="1px" pt="4">
        <Text fontSize="sm" color="fg.muted">
          <Trans>注销将永久删除您的账户及全部数据，且无法恢复。</Trans>
        </Text>
        <HStack>
          <Button size="sm" colorPalette="red" variant="outline" onClick={props.onDeregister}><Trans>注销账户</Trans></Button>
        </HStack>
      </Stack>
    </SettingsSection>
  );
}

const LEGAL = { terms: msg`用户条款`, privacy: msg`隐私政策` };
