import { useState } from 'react';
import { Alert, Container, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormFailure } from '../../domain/public';
import { ErrorBanner } from '../../components/error-banner';
import { FormField } from '../../components/form-field';
import { GuardedButton } from '../../components/guarded-button';
import { usePageTitle } from '../../components/page-title';
import { MOBILE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../constants';
import { dayjs } from '../../dates';
import { FAILURE_MESSAGES, FORM_MESSAGES, mobileError } from './form-messages';

export interface InterviewValues {
  name: string;
  mobile: string;
  /** The datetime-local value (YYYY-MM-DDTHH:mm, local time). */
  interviewTime: string;
}

export type PublicFormStatus = 'editing' | 'saving' | 'saved' | 'failed';

type Errors = Partial<Record<keyof InterviewValues, MessageDescriptor>>;

export function validateInterview(values: InterviewValues, now: number = Date.now()): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = FORM_MESSAGES.nameRequired;
  const mobile = mobileError(values.mobile);
  if (mobile) errors.mobile = mobile;
  if (!values.interviewTime) errors.interviewTime = FORM_MESSAGES.timeRequired;
  else if (dayjs(values.interviewTime).isBefore(now)) errors.interviewTime = FORM_MESSAGES.timePast;
  return errors;
}

export interface InterviewScreenProps {
  status: PublicFormStatus;
  failure?: FormFailure;
  /** Seconds until the page goes home, once saved. */
  secondsLeft: number;
  initialValues?: Partial<InterviewValues>;
  /** Show the validation of the initial values straight away (stories). */
  validateNow?: boolean;
  onSubmit: (values: InterviewValues) => void;
}

/** HR interview booking: name, mobile, interview time; saved, then a visible countdown back home. */
export function InterviewScreen({ status, failure, secondsLeft, initialValues, validateNow, onSubmit }: InterviewScreenProps) {
  const { i18n } = useLingui();
  usePageTitle(msg`面试预约`);
  const [values, setValues] = useState<InterviewValues>({ name: '', mobile: '', interviewTime: '', ...initialValues });
  const [errors, setErrors] = useState<Errors>(() => (validateNow ? validateInterview(values) : {}));
  const set = (field: keyof InterviewValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const submit = () => {
    const found = validateInterview(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    onSubmit(values);
    return true;
  };
  return (
    <Container maxW="lg" px={{ base: '4', md: '8' }} py={{ base: '8', md: '16' }}>
      <Heading as="h1" size="2xl" mb="2">
        <Trans>面试预约</Trans>
      </Heading>
      <Text color="fg.muted" mb="6">
        <Trans>请填写您的信息并选择方便的面试时间，我们的人力资源同事会与您确认。</Trans>
      </Text>
      {status === 'saved' ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>预约成功</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>{secondsLeft} 秒后返回首页</Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <form noValidate onSubmit={(e) => e.preventDefault()}>
        <Stack gap="5">
          <ErrorBanner message={status === 'failed' && failure ? i18n._(FAILURE_MESSAGES[failure]) : undefined} />
          <FormField label={<Trans>姓名</Trans>} error={errors.name} required>
            <Input value={values.name} maxLength={NAME_MAX_LENGTH} autoComplete="name" onChange={set('name')} />
          </FormField>
          <FormField label={<Trans>手机号码</Trans>} error={errors.mobile} required>
            <Input value={values.mobile} maxLength={MOBILE_MAX_LENGTH} type="tel" inputMode="tel" autoComplete="tel" onChange={set('mobile')} />
          </FormField>
          <FormField label={<Trans>面试时间</Trans>} error={errors.interviewTime} required>
            <Input type="datetime-local" value={values.interviewTime} onChange={set('interviewTime')} />
          </FormField>
          <GuardedButton type="submit" colorPalette="brand" loading={status === 'saving'} onClick={submit}>
            <Trans>提交预约</Trans>
          </GuardedButton>
        </Stack>
        </form>
      )}
    </Container>
  );
}
