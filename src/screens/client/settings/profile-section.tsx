import { useState } from 'react';
import { Badge, DataList, HStack, Input, Text } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { Trans, useLingui } from '@lingui/react/macro';
import { NAME_MAX_LENGTH, type Locale } from '../../../constants';
import { GuardedButton } from '../../../components/guarded-button';
import { formatDate } from '../../../format';
import { SettingsSection } from './section';
import type { SaveResult, SettingsData } from '../../../domain/settings';
import { useSave } from './use-save';

export interface ProfileSectionProps {
  data: SettingsData;
  locale: Locale;
  onSaveName: (name: string) => Promise<SaveResult>;
  onChangeContact: (field: 'email' | 'mobile') => void;
}

/** Personal info: name (editable), login account, e-mail and mobile (changed by request), contacts at the firm. */
export function ProfileSection({ data, locale, onSaveName, onChangeContact }: ProfileSectionProps) {
  const { t } = useLingui();
  const [name, setName] = useState(data.userName);
  const save = useSave();
  const pending = data.pendingChanges.filter((c) => c.status === 'pending');
  const contact = (field: 'email' | 'mobile', value: string) => {
    const request = pending.find((c) => c.field === field);
    return (
      <HStack gap="3" wrap="wrap">
        <Text>{value || t`未设置`}</Text>
        {request && (
          <Badge colorPalette="orange">
            <Trans>变更审核中：{request.value}（{formatDate(request.createdAt, locale)}）</Trans>
          </Badge>
        )}
        <GuardedButton size="xs" variant="outline" onClick={() => onChangeContact(field)}>
          <Trans>修改</Trans>
        </GuardedButton>
      </HStack>
    );
  };
  const nameTrimmed = name.trim();
  return (
    <SettingsSection id="profile" title={<Trans>个人信息</Trans>}>
      <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" gap="4" alignItems="stretch">
        <DataList.Item>
          <DataList.ItemLabel><Trans>姓名</Trans></DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="2" w="full" maxW="sm">
              <Input size="sm" aria-label={t`姓名`} value={name} maxLength={NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)} />
              <GuardedButton size="sm" colorPalette="brand" loading={save.saving}
                disabled={!nameTrimmed || nameTrimmed === data.userName}
                onClick={() => save.run(() => onSaveName(nameTrimmed))}>
                <Trans>保存</Trans>
              </GuardedButton>
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel><Trans>登录账号</Trans></DataList.ItemLabel>
          <DataList.ItemValue>{data.account}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel><Trans>邮箱</Trans></DataList.ItemLabel>
          <DataList.ItemValue>{contact('email', data.email)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel><Trans>手机号</Trans></DataList.ItemLabel>
          <DataList.ItemValue>{contact('mobile', data.mobile)}</DataList.ItemValue>
        </DataList.Item>
        {data.relationshipManager && (
          <DataList.Item>
            <DataList.ItemLabel><Trans>客户经理</Trans></DataList.ItemLabel>
            <DataList.ItemValue>
              {[data.relationshipManager.name, data.relationshipManager.mobile, data.relationshipManager.email].filter(Boolean).join(' · ')}
            </DataList.ItemValue>
          </DataList.Item>
        )}
        {data.partnerName && (
          <DataList.Item>
            <DataList.ItemLabel><Trans>合作伙伴名称</Trans></DataList.ItemLabel>
            <DataList.ItemValue>{data.partnerName}</DataList.ItemValue>
          </DataList.Item>
        )}
        {data.institution && (
          <DataList.Item>
            <DataList.ItemLabel><Trans>机构名称及联系人</Trans></DataList.ItemLabel>
            <DataList.ItemValue>
              {[data.institution.name, data.institution.mobile, data.institution.email].filter(Boolean).join(' · ')}
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
    </SettingsSection>
  );
}
