import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Locale } from '../../../constants';
import { ErrorBanner } from '../../../components/error-banner';
import { formatDate } from '../../../format';
import { SettingsSection } from './section';
import type { DeviceItem, WechatItem } from '../../../domain/settings';

export interface UnbindTargetView {
  kind: 'device' | 'wechat';
  id: string;
  name: string;
}
export interface UnbindView {
  /** The item waiting for the user's confirmation. */
  confirming: UnbindTargetView | null;
  unbinding: boolean;
  failure: string | null;
}

export interface DevicesSectionProps {
  devices: DeviceItem[];
  wechatAccounts: WechatItem[];
  locale: Locale;
  unbind: UnbindView;
  onRequest: (target: UnbindTargetView) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Registered devices and WeChat accounts; unbinding asks for confirmation first. */
export function DevicesSection(props: DevicesSectionProps) {
  const { devices, wechatAccounts, locale, unbind } = props;
  const { t } = useLingui();
  const row = (key: string, title: string, detail: string, target: UnbindTargetView | null) => (
    <HStack key={key} justify="space-between" borderBottomWidth="1px" py="2" gap="3">
      <Stack gap="0">
        <Text>{title}</Text>
        <Text fontSize="sm" color="fg.muted">{detail}</Text>
      </Stack>
      {target ? (
        <Button size="sm" variant="outline" colorPalette="red" disabled={unbind.unbinding} onClick={() => props.onRequest(target)}>
          <Trans>解绑</Trans>
        </Button>
      ) : (
        <Text fontSize="sm" color="fg.muted"><Trans>当前设备</Trans></Text>
      )}
    </HStack>
  );
  const target = unbind.confirming;
  return (
    <SettingsSection id="devices" title={<Trans>设备与微信</Trans>}>
      <ErrorBanner message={unbind.failure} />
      <Stack gap="1">
        <Text fontWeight="medium"><Trans>已登记设备</Trans></Text>
        {devices.length === 0 && <Text color="fg.muted"><Trans>暂无已登记设备</Trans></Text>}
        {devices.map((d) =>
          row(d.deviceId, d.name, t`最近使用：${formatDate(d.lastSeenAt, locale)}`,
            d.current ? null : { kind: 'device', id: d.deviceId, name: d.name }),
        )}
      </Stack>
      <Stack gap="1">
        <Text fontWeight="medium"><Trans>已绑定微信</Trans></Text>
        {wechatAccounts.length === 0 && <Text color="fg.muted"><Trans>暂无绑定的微信账号</Trans></Text>}
        {wechatAccounts.map((w) =>
          row(w.wechatId, w.nickname, t`绑定于：${formatDate(w.boundAt, locale)}`, { kind: 'wechat', id: w.wechatId, name: w.nickname }),
        )}
      </Stack>
      <ConfirmDialog
        open={target !== null}
        title={target?.kind === 'wechat' ? t`解绑微信账号` : t`解绑设备`}
        message={
          target?.kind === 'wechat'
            ? t`确定解绑微信账号“${target?.name ?? ''}”吗？解绑后将不再通过该微信接收通知。`
            : t`确定解绑设备“${target?.name ?? ''}”吗？该设备上的登录将失效。`
        }
        confirmLabel={<Trans>确认解绑</Trans>}
        pending={unbind.unbinding}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
    </SettingsSection>
  );
}
