import { useState } from 'react';
import { Box, Button, Checkbox, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { QUALIFIED_INDIVIDUAL_AVG_INCOME_CNY, QUALIFIED_INDIVIDUAL_FINANCIAL_ASSETS_CNY, type Locale } from '../../../constants';
import { GuardedButton } from '../../../components/guarded-button';
import { formatDate, formatMoney } from '../../../format';
import { SettingsSection } from './section';
import type { QualifiedState, SaveResult } from '../../../domain/settings';
import { useSave } from './use-save';

export interface QualifiedSectionProps {
  state: QualifiedState;
  locale: Locale;
  onSubmit: (answers: Record<string, string[]>) => Promise<SaveResult>;
}

/**
 * The qualified-investor assessment. Not qualified (never answered, or the year it holds has passed): the
 * questionnaire, with the answers last given. Qualified: since when and until when, the answers the assessment rests
 * on, and a way to update them (a change of circumstances), which confirms the assessment afresh.
 */
export function QualifiedSection({ state, locale, onSubmit }: QualifiedSectionProps) {
  const [updating, setUpdating] = useState(false);
  const confirmed = state.confirmedAt ? formatDate(state.confirmedAt, locale) : null;
  const expires = state.expiresAt ? formatDate(state.expiresAt, locale) : null;
  const submit = async (answers: Record<string, string[]>) => {
    const result = await onSubmit(answers);
    if (result.ok) setUpdating(false);
    return result;
  };
  const assets = formatMoney(QUALIFIED_INDIVIDUAL_FINANCIAL_ASSETS_CNY, 0);
  const income = formatMoney(QUALIFIED_INDIVIDUAL_AVG_INCOME_CNY, 0);
  return (
    <SettingsSection id="qualified" title={<Trans>合格投资者认定</Trans>}
      description={<Trans>个人投资者须金融资产不低于 {assets} 元，或最近三年个人年均收入不低于 {income} 元。</Trans>}>
      {state.qualified && !updating ? (
        <Stack gap="4" align="flex-start">
          <Text role="status">
            {confirmed && expires ? (
              <Trans>您已完成合格投资者认定。认定于 {confirmed}，有效期至 {expires}。</Trans>
            ) : (
              <>
                <Trans>您已完成合格投资者认定。</Trans>
                {expires && <> <Trans>有效期至 {expires}</Trans></>}
              </>
            )}
          </Text>
          <GivenAnswers state={state} />
          {state.questions.length > 0 && (
            <Button size="sm" variant="outline" onClick={() => setUpdating(true)}>
              <Trans>更新认定信息</Trans>
            </Button>
          )}
        </Stack>
      ) : (
        <Questionnaire state={state} onSubmit={submit} onCancel={state.qualified ? () => setUpdating(false) : undefined} />
      )}
    </SettingsSection>
  );
}

/** The answers the assessment rests on: each question with the options chosen. */
function GivenAnswers({ state }: { state: QualifiedState }) {
  const answered = state.questions
    .map((q) => ({ q, chosen: q.options.filter((o) => (state.answers[q.questionId] ?? []).includes(o.optionId)) }))
    .filter((a) => a.chosen.length > 0);
  if (answered.length === 0) return null;
  return (
    <Stack gap="2" w="full">
      <Text fontWeight="medium" id="qualified-answers">
        <Trans>您的认定信息</Trans>
      </Text>
      <Stack as="dl" gap="2" aria-labelledby="qualified-answers" fontSize="sm">
        {answered.map(({ q, chosen }) => (
          <Box key={q.questionId}>
            <Text as="dt" color="fg.muted">{q.title}</Text>
            {chosen.map((o) => (
              <Text as="dd" key={o.optionId}>{o.text}</Text>
            ))}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function Questionnaire({ state, onSubmit, onCancel }: { state: QualifiedState; onSubmit: QualifiedSectionProps['onSubmit']; onCancel?: () => void }) {
  const [answers, setAnswers] = useState(state.answers);
  const save = useSave();
  const complete = state.questions.every((q) => (answers[q.questionId] ?? []).length > 0);
  return (
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
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            <Trans>取消</Trans>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
