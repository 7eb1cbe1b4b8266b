import { lazy, Suspense, useState } from 'react';
import { Box, Button, Card, Flex, HStack, Heading, Image, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CAPTCHA_MAX_LENGTH, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, type Locale } from '../../constants';
import { ErrorBanner } from '../../components/error-banner';
import { FormField } from '../../components/form-field';
import { GuardedButton } from '../../components/guarded-button';
import { usePageTitle } from '../../components/page-title';
import { VALIDATION_MESSAGES } from '../../i18n/messages';
import { i18n as appI18n, loadClientMessages } from '../../i18n';
import { AppHeader } from '../shared/app-header';
import type { SecondStepProps } from './second-step-form';

// Only the logins of accounts with the authenticator app on need it: loaded when one asks for it, with its messages
// (the catalog's part the client area loads, build/vite/catalog-parts.ts), which the signed-in page needs next anyway.
const SecondStepForm = lazy(async () => {
  const [m] = await Promise.all([import('./second-step-form'), loadClientMessages(appI18n.locale === 'en' ? 'en' : 'zh-CN')]);
  return { default: m.SecondStepForm };
});

export type LoginField = 'account' | 'password' | 'captchaCode';

export interface LoginScreenProps {
  /** Email or mobile number, as typed. */
  account: string;
  password: string;
  /** Present once the server asked for a verification code (2012): the image (data URL) and the typed code. */
  captcha?: { image: string; code: string } | null;
  /** `passkey`: the browser's passkey prompt is open (signing in without a password). */
  status: 'editing' | 'submitting' | 'passkey';
  /** A message already in the user's language (wrong password, network error…). */
  error?: string;
  onChange: (field: LoginField, value: string) => void;
  onSubmit: () => void;
  onRefreshCaptcha: () => void;
  /** Present when the browser can use passkeys: signing in with one instead of the account and password. */
  onPasskey?: () => void;
  onForgot?: () => void;
  onRegister?: () => void;
  onLocaleChange?: (locale: Locale) => void;
  /** Present when the password was right and the account asks for the authenticator app's code (2013). */
  secondStep?: SecondStepProps | null;
}

type Errors = Partial<Record<LoginField, MessageDescriptor>>;

/** Client-side checks: required fields only; the server judges the credentials. */
export function validateLogin(values: { account: string; password: string; captchaCode?: string | null }): Errors {
  const errors: Errors = {};
  if (!values.account.trim()) errors.account = VALIDATION_MESSAGES.accountRequired;
  if (!values.password) errors.password = VALIDATION_MESSAGES.passwordRequired;
  if (values.captchaCode !== undefined && values.captchaCode !== null && !values.captchaCode.trim())
    errors.captchaCode = VALIDATION_MESSAGES.captchaRequired;
  return errors;
}

export function LoginScreen(props: LoginScreenProps) {
  const { account, password, captcha, status, error, onChange, onSubmit, secondStep } = props;
  const { t, i18n } = useLingui();
  usePageTitle(t`客户登录`);
  // Errors appear after the first submit attempt, then follow the typed values live.
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateLogin({ account, password, captchaCode: captcha ? captcha.code : null }) : {};
  const passkey = status === 'passkey';
  const submitting = status === 'submitting' || passkey;

  const submit = () => {
    setAttempted(true);
    const found = validateLogin({ account, password, captchaCode: captcha ? captcha.code : null });
    if (Object.keys(found).length > 0) return false; // nothing sent: do not lock the button
    onSubmit();
    return true;
  };

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <AppHeader locale={i18n.locale === 'en' ? 'en' : 'zh-CN'} onLocaleChange={(l) => props.onLocaleChange?.(l)} />
      <Flex as="main" justify="center" px="4" py={{ base: '6', md: '16' }}>
        <Card.Root w="full" maxW="md">
          <Card.Body>
            {/* Enter in a field clicks the submit button, so both paths go through the click guard. */}
            <form noValidate onSubmit={(e) => e.preventDefault()} aria-labelledby="login-title">
              <Stack gap="5">
                <Heading as="h1" id="login-title" size="xl">
                  {secondStep ? <Trans>两步验证</Trans> : <Trans>客户登录</Trans>}
                </Heading>
                <ErrorBanner message={error} />
                {secondStep ? (
                  <Suspense fallback={null}>
                    <SecondStepForm {...secondStep} />
                  </Suspense>
                ) : (
                  <>
                    <FormField
                      label={<Trans>账号</Trans>}
                      helperText={<Trans>邮箱或手机号</Trans>}
                      required
                      error={errors.account}
                    >
                      <Input
                        name="account"
                        autoComplete="username"
                        maxLength={EMAIL_MAX_LENGTH}
                        value={account}
                        readOnly={submitting}
                        onChange={(e) => onChange('account', e.target.value)}
                      />
                    </FormField>
                    <FormField label={<Trans>密码</Trans>} required error={errors.password}>
                      <Input
                        name="password"
                        type="password"
                        autoComplete="current-password"
                        maxLength={PASSWORD_MAX_LENGTH}
                        value={password}
                        readOnly={submitting}
                        onChange={(e) => onChange('password', e.target.value)}
                      />
                    </FormField>
                    {captcha && (
                      <FormField label={<Trans>图形验证码</Trans>} required error={errors.captchaCode}>
                        <HStack w="full" align="stretch">
                          <Input
                            name="captchaCode"
                            autoComplete="off"
                            maxLength={CAPTCHA_MAX_LENGTH}
                            value={captcha.code}
                            readOnly={submitting}
                            onChange={(e) => onChange('captchaCode', e.target.value)}
                          />
                          <Button
                            variant="outline"
                            p="0"
                            h="10"
                            minW="28"
                            onClick={props.onRefreshCaptcha}
                            aria-label={t`看不清？换一张验证码`}
                            title={t`看不清？换一张验证码`}
                          >
                            <Image src={captcha.image} alt="" h="full" w="full" objectFit="contain" />
                          </Button>
                        </HStack>
                      </FormField>
                    )}
                    <GuardedButton
                      type="submit"
                      colorPalette="brand"
                      size="lg"
                      loading={submitting && !passkey}
                      disabled={passkey}
                      loadingText={t`正在登录…`}
                      onClick={submit}
                    >
                      <Trans>登录</Trans>
                    </GuardedButton>
                    {props.onPasskey && (
                      <GuardedButton
                        variant="outline"
                        colorPalette="brand"
                        size="lg"
                        loading={passkey}
                        disabled={submitting && !passkey}
                        loadingText={t`正在等待通行密钥…`}
                        onClick={props.onPasskey}
                      >
                        <Trans>用通行密钥登录</Trans>
                      </GuardedButton>
                    )}
                    {(props.onForgot || props.onRegister) && (
                      <HStack justify="space-between">
                        {props.onForgot && (
                          <Button variant="plain" colorPalette="brand" px="0" onClick={props.onForgot}>
                            <Trans>忘记密码？</Trans>
                          </Button>
                        )}
                        {props.onRegister && (
                          <Button variant="plain" colorPalette="brand" px="0" ms="auto" onClick={props.onRegister}>
                            <Trans>注册账号</Trans>
                          </Button>
                        )}
                      </HStack>
                    )}
                  </>
                )}
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      </Flex>
    </Box>
  );
}
