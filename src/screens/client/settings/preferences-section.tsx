import { useState } from 'react';
import { HStack, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { Trans, useLingui } from '@lingui/react/macro';
import { FONT_SIZES } from '../../../constants';
import { SettingsSection } from './section';
import type { FontPx, Notifications, SaveResult, SettingsData } from '../../../domain/settings';
import { useSave } from './use-save';

export interface PreferencesSectionProps {
  data: SettingsData;
  onFontSize: (px: FontPx) => Promise<SaveResult>;
  onNotifications: (change: Partial<Notifications>) => Promise<SaveResult>;
  onMultiDevice: (allow: boolean) => Promise<SaveResult>;
}

/** Font size (applies to the whole app at once), notification switches and the several-devices switch. */
export function PreferencesSection({ data, onFontSize, onNotifications, onMultiDevice }: PreferencesSectionProps) {
  const { t } = useLingui();
  const save = useSave();
  // Shown at once; put back when the server refuses.
  const [font, setFont] = useState<FontPx>(data.fontSize);
  const [notes, setNotes] = useState(data.notifications);
  const [multi, setMulti] = useState(data.allowMultipleDevices);
  const fontLabels: Record<FontPx, string> = {
    [FONT_SIZES.small]: t`小`,
    [FONT_SIZES.standard]: t`标准`,
    [FONT_SIZES.medium]: t`中`,
    [FONT_SIZES.large]: t`大`,
  } as Record<FontPx, string>;
  const chooseFont = async (px: FontPx) => {
    const before = font;
    setFont(px);
    if (!(await save.run(() => onFontSize(px)))) setFont(before);
  };
  const toggle = async (key: keyof Notifications, on: boolean) => {
    setNotes((n) => ({ ...n, [key]: on }));
    if (!(await save.run(() => onNotifications({ [key]: on })))) setNotes((n) => ({ ...n, [key]: !on }));
  };
  const toggleMulti = async (on: boolean) => {
    setMulti(on);
    if (!(await save.run(() => onMultiDevice(on)))) setMulti(!on);
  };
  const switchRow = (label: string, checked: boolean, onChange: (on: boolean) => void) => (
    <Switch.Root recipe={switchSlotRecipe} checked={checked} disabled={save.saving} onCheckedChange={(d) => onChange(d.checked)} colorPalette="brand">
      <Switch.HiddenInput />
      <Switch.Control><Switch.Thumb /></Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
  return (
    <SettingsSection id="preferences" title={<Trans>偏好设置</Trans>}>
      <Stack gap="2">
        <Text fontWeight="medium" id="font-size-label"><Trans>字体大小</Trans></Text>
        <RadioGroup.Root aria-labelledby="font-size-label" value={String(font)} colorPalette="brand"
          disabled={save.saving} onValueChange={(d) => d.value && void chooseFont(Number(d.value) as FontPx)}>
          <HStack gap="5" wrap="wrap">
            {(Object.values(FONT_SIZES) as FontPx[]).map((px) => (
              <RadioGroup.Item key={px} value={String(px)}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{fontLabels[px]} <Text as="span" color="fg.muted">({px}px)</Text></RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </Stack>
      <Stack gap="3">
        <Text fontWeight="medium"><Trans>消息通知</Trans></Text>
        {switchRow(t`短信通知`, notes.sms, (on) => void toggle('sms', on))}
        {switchRow(t`邮件通知`, notes.email, (on) => void toggle('email', on))}
        {switchRow(t`微信通知`, notes.wechat, (on) => void toggle('wechat', on))}
      </Stack>
      <Stack gap="1">
        {switchRow(t`允许多台设备同时登录`, multi, (on) => void toggleMulti(on))}
        <Text fontSize="sm" color="fg.muted"><Trans>关闭前请先删除其他已登记的设备。</Trans></Text>
      </Stack>
    </SettingsSection>
  );
}
