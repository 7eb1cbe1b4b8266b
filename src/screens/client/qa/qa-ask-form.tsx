import { useEffect, useRef } from 'react';
import { Card, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { QA_TITLE_MAX_LENGTH } from '../../../constants';
import { ErrorBanner } from '../../../components/error-banner';
import { FormField } from '../../../components/form-field';
import { GuardedButton } from '../../../components/guarded-button';
import { QA_ASK_MESSAGES, QA_TEXT_MAX_LENGTH, type QaAskKey } from './qa-messages';

export interface QaAskState {
  title: string;
  description: string;
  errors: Partial<Record<'title' | 'description', QaAskKey>>;
  submitting: boolean;
  /** Why the last submit failed, in the user's language. */
  failure: string | null;
  asked: boolean;
}

export interface QaAskFormProps {
  state: QaAskState;
  onChange: (values: Partial<Pick<QaAskState, 'title' | 'description'>>) => void;
  onSubmit: () => unknown;
  onAgain: () => void;
  onClose: () => void;
}

const count = (value: string) => [...value].length;

/** Ask the firm: a title (≤ QA_TITLE_MAX_LENGTH) and a description; the counts show how much room is left. */
export function QaAskForm({ state, onChange, onSubmit, onAgain, onClose }: QaAskFormProps) {
  const { t } = useLingui();
  const titleRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // The button that opened the form (or submitted it) is gone: focus goes to the title, then to the confirmation,
  // so keyboard and screen-reader users are not dropped at the top of the page.
  useEffect(() => {
    (state.asked ? doneRef.current : titleRef.current)?.focus();
  }, [state.asked]);
  if (state.asked) {
    return (
      <Card.Root ref={doneRef} tabIndex={-1} variant="subtle" role="status" outline="none">
        <Card.Body gap="3">
          <Text><Trans>问题已提交，我们会尽快回复。</Trans></Text>
          <HStack>
            <GuardedButton size="sm" colorPalette="brand" onClick={onAgain}><Trans>继续提问</Trans></GuardedButton>
            <GuardedButton size="sm" variant="outline" onClick={onClose}><Trans>关闭</Trans></GuardedButton>
          </HStack>
        </Card.Body>
      </Card.Root>
    );
  }
  const errorOf = (field: 'title' | 'description') => (state.errors[field] ? QA_ASK_MESSAGES[state.errors[field]!] : undefined);
  return (
    <Card.Root variant="outline" role="form" aria-label={t`我要提问`}>
      <Card.Body gap="4">
        <ErrorBanner message={state.failure} />
        <FormField label={<Trans>问题标题</Trans>} required error={errorOf('title')}
          helperText={`${count(state.title)}/${QA_TITLE_MAX_LENGTH}`}>
          <Input ref={titleRef} name="title" value={state.title} onChange={(e) => onChange({ title: e.target.value })} />
        </FormField>
        <FormField label={<Trans>问题描述</Trans>} required error={errorOf('description')}
          helperText={`${count(state.description)}/${QA_TEXT_MAX_LENGTH}`}>
          <Textarea name="description" rows={4} value={state.description}
            onChange={(e) => onChange({ description: e.target.value })} />
        </FormField>
        <Stack direction="row" justify="flex-end" gap="3">
          <GuardedButton variant="outline" onClick={onClose}><Trans>取消</Trans></GuardedButton>
          <GuardedButton colorPalette="brand" loading={state.submitting} loadingText={t`提交中…`} onClick={onSubmit}>
            <Trans>提交问题</Trans>
          </GuardedButton>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
