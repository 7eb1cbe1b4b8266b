import { Button, HStack, Image, Input, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CAPTCHA_MAX_LENGTH } from '../../constants';
import { FormField } from '../../components/form-field';
import type { ServerFieldKey, ValidationKey } from '../../domain/onboarding';
import { fieldError } from './validation-messages';

export interface CaptchaState {
  status: 'loading' | 'ready' | 'failed';
  /** data:image/png;base64,... once ready. */
  image?: string | null;
}

export interface CaptchaFieldProps {
  value: string;
  error?: ValidationKey | ServerFieldKey | null;
  captcha: CaptchaState;
  readOnly?: boolean;
  onChange: (value: string) => void;
  onRefresh: () => void;
}

/** The image captcha: the typed text beside the picture, which is also the "new picture" button. */
export function CaptchaField({ value, error, captcha, readOnly, onChange, onRefresh }: CaptchaFieldProps) {
  const { t } = useLingui();
  const refreshLabel = t`看不清？换一张验证码`;
  return (
    <FormField label={<Trans>图形验证码</Trans>} required error={fieldError(error)}>
      <HStack w="full" align="stretch">
        <Input
          name="captcha"
          autoComplete="off"
          maxLength={CAPTCHA_MAX_LENGTH}
          value={value}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
        />
        <Button
          variant="outline"
          p="0"
          h="10"
          minW="28"
          flexShrink={0}
          onClick={onRefresh}
          disabled={captcha.status === 'loading'}
          aria-label={refreshLabel}
          title={refreshLabel}
        >
          {captcha.status === 'ready' && captcha.image ? (
            <Image src={captcha.image} alt="" h="full" w="full" objectFit="contain" />
          ) : captcha.status === 'loading' ? (
            <Spinner size="sm" />
          ) : (
            <Text fontSize="xs" px="2">
              <Trans>加载失败，点击重试</Trans>
            </Text>
          )}
        </Button>
      </HStack>
    </FormField>
  );
}
