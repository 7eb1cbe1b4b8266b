import { useState } from 'react';
import { Checkbox, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { QUALIFIED_INDIVIDUAL_AVG_INCOME_CNY, QUALIFIED_INDIVIDUAL_FINANCIAL_ASSETS_CNY, type Locale } from '../../../constants';
import { GuardedButton } from '../../../components/guarded-button';
import { formatDate, formatMoney } from '../../../format';
import { SettingsSection } from './section';
import type { QualifiedState, SaveResult } from './types';
import { useSave } from './use-save';

export interface QualifiedSectionProps {
  state: QualifiedState;
  locale: Locale;
  onSubmit: (answers: Record<string, string[]>) => Promise<SaveResult>;
}

/** The qualified-investor assessment, shown where the server asks for it; confirmed status otherwise. */
export function QualifiedSection({ state, locale, onSubmit }: QualifiedSectionProps) {
  const [answers, setAnswers] = useState(state.answers);
  const save = useSave();
  const complete = state.questions.every((q) => (answers[q.questionId] ?? []).length > 0);
  const assets = formatMoney(QUALIFIED_INDIVIDUAL_FINANCIAL_ASSETS_CNY, 0);
  const income = formatMoney(QUALIFIED_INDIVIDUAL_AVG_INCOME_CNY, 0);
  return (
    <SettingsSection id="qualified" title={<Trans>合格投资者认定</Trans>}
      description={<Trans>个人投资者须金融资产不低于 {assets} 元，或最近三年个人年均收入不低于 {income} 元。</Trans>}>
      {state.qualified ? (
        <Text role="status">
          <Trans>您已完成合格投资者认定。</Trans>
          {state.expiresAt && <> <Trans>有效期至 {formatDate(state.expiresAt, locale)}</Trans></>}
        </Text>
      ) : (
        <Stack gap="5">
          {state.questions.map((q, i) => {
            const chosen = answers[q.questionId] ?? [];
            const set = (ids: string[]) => setAnswers((a) => ({ ...a, [q.questionId]: ids }));
            return (
              <Stack key={q.questionId} gap="2" role="group" aria-labelledby={`q-${q.questionId}`}>
                <Text fontWeight="medium" id={`q-${q.questionId}`}>{i + 1}. {q.title}</Text>
                {q.multiple ? (
                  <Stack gap="2">
                    {q.options.map((o) => (
                      <Checkbox.Root key={o.optionId} checked={chosen.includes(o.optionId)} colorPalette="brand"
                        onCheckedChange={(d) => set(d.checked ? [...chosen, o.optionId] : chosen.filter((id) => id !== o.optionId))}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{o.text}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                ) : (
                  <RadioGroup.Root value={chosen[0] ?? null} colorPalette="brand" onValueChange={(d) => d.value && set([d.value])}>
                    <Stack gap="2">
                      {q.options.map((o) => (
                        <RadioGroup.Item key={o.optionId} value={o.optionId}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{o.text}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                )}
              </Stack>
            );
          })}
          <HStack>
            <GuardedButton colorPalette="brand" loading={save.saving} disabled={!complete} onClick={() => save.run(() => onSubmit(answers))}>
              <Trans>提交认定</Trans>
            </GuardedButton>
          </HStack>
        </Stack>
      )}
    </SettingsSection>
  );
}
