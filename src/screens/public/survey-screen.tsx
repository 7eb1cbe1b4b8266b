import { useState } from 'react';
import { Checkbox, CheckboxGroup, Container, Fieldset, Heading, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormFailure, SurveyAnswer } from '../../domain/public';
import { ErrorBanner } from '../../components/error-banner';
import { GuardedButton } from '../../components/guarded-button';
import { usePageTitle } from '../../components/page-title';
import type { Survey } from '../../content/surveys';
import { FAILURE_MESSAGES, FORM_MESSAGES } from './form-messages';

export interface SurveyScreenProps {
  survey: Survey;
  status: 'editing' | 'saving' | 'failed';
  failure?: FormFailure;
  validateNow?: boolean;
  onSubmit: (answers: SurveyAnswer[]) => void;
}

type Answers = Record<string, { optionIds: string[]; text: string }>;

function missingAnswers(survey: Survey, answers: Answers): Record<string, MessageDescriptor> {
  const errors: Record<string, MessageDescriptor> = {};
  for (const q of survey.questions) {
    const a = answers[q.id];
    const empty = q.kind === 'text' ? !a?.text.trim() : !a?.optionIds.length;
    if (q.required && empty) errors[q.id] = FORM_MESSAGES.answerRequired;
  }
  return errors;
}

/** A public survey (single choice, multiple choice, free text); submitted answers lead to the thanks page. */
export function SurveyScreen({ survey, status, failure, validateNow, onSubmit }: SurveyScreenProps) {
  const { i18n } = useLingui();
  usePageTitle(survey.title);
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState(() => (validateNow ? missingAnswers(survey, {}) : {}));
  const set = (id: string, patch: Partial<Answers[string]>) =>
    setAnswers((all) => ({ ...all, [id]: { ...{ optionIds: [], text: '' }, ...all[id], ...patch } }));
  const submit = () => {
    const found = missingAnswers(survey, answers);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    onSubmit(
      survey.questions
        .filter((q) => answers[q.id])
        .map((q) => (q.kind === 'text' ? { questionId: q.id, text: answers[q.id].text.trim() } : { questionId: q.id, optionIds: answers[q.id].optionIds })),
    );
    return true;
  };
  return (
    <Container maxW="2xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '16' }}>
      <Heading as="h1" size="2xl">
        {survey.title}
      </Heading>
      <Text color="fg.muted" mt="2" mb="8">
        {survey.intro}
      </Text>
      <form noValidate onSubmit={(e) => e.preventDefault()}>
      <Stack gap="8">
        <ErrorBanner message={status === 'failed' && failure ? i18n._(FAILURE_MESSAGES[failure]) : undefined} />
        {survey.questions.map((q, i) => (
          <Fieldset.Root key={q.id} invalid={Boolean(errors[q.id])}>
            <Fieldset.Legend fontWeight="semibold" fontSize="md">
              {`${i + 1}. ${q.title}`}
              {q.required && <Text as="span" color="red.600" aria-hidden="true"> *</Text>}
            </Fieldset.Legend>
            <Fieldset.Content mt="3">
              {q.kind === 'single' && (
                <RadioGroup.Root value={answers[q.id]?.optionIds[0] ?? null} onValueChange={(e) => set(q.id, { optionIds: e.value ? [e.value] : [] })}>
                  <Stack gap="2">
                    {q.options?.map((o) => (
                      <RadioGroup.Item key={o.id} value={o.id}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
              )}
              {q.kind === 'multiple' && (
                <CheckboxGroup value={answers[q.id]?.optionIds ?? []} onValueChange={(value) => set(q.id, { optionIds: value })}>
                  <Stack gap="2">
                    {q.options?.map((o) => (
                      <Checkbox.Root key={o.id} value={o.id}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{o.label}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                </CheckboxGroup>
              )}
              {q.kind === 'text' && (
                <Textarea aria-label={q.title} maxLength={200} value={answers[q.id]?.text ?? ''} onChange={(e) => set(q.id, { text: e.target.value })} />
              )}
            </Fieldset.Content>
            {errors[q.id] && <Fieldset.ErrorText>{i18n._(errors[q.id])}</Fieldset.ErrorText>}
          </Fieldset.Root>
        ))}
        <GuardedButton type="submit" colorPalette="brand" alignSelf="flex-start" loading={status === 'saving'} onClick={submit}>
          <Trans>提交问卷</Trans>
        </GuardedButton>
      </Stack>
      </form>
    </Container>
  );
}
