import { Checkbox, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { anchorLink, type RenderLink } from '../../components/render-link';
import type { ValidationKey } from '../../domain/onboarding';
import { fieldError } from './validation-messages';

export interface TermsCheckboxProps {
  checked: boolean;
  error?: ValidationKey | null;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  termsHref?: string;
  privacyHref?: string;
  renderLink?: RenderLink;
}

/** "I have read and agree" with the two documents as links beside it (not inside the label: a click opens them). */
export function TermsCheckbox({ checked, error, disabled, onChange, ...links }: TermsCheckboxProps) {
  const { t } = useLingui();
  const renderLink = links.renderLink ?? anchorLink;
  const message = fieldError(error);
  return (
    <Stack gap="1">
      <HStack gap="1" wrap="wrap" align="center">
        <Checkbox.Root
          checked={checked}
          invalid={Boolean(message)}
          disabled={disabled}
          colorPalette="brand"
          onCheckedChange={(e) => onChange(e.checked === true)}
        >
          <Checkbox.HiddenInput name="agreed" aria-describedby={message ? 'terms-error' : undefined} />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>我已阅读并同意用户条款和隐私政策</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        <Text as="span" fontSize="sm">
          <Link asChild colorPalette="brand" color="colorPalette.fg">
            {renderLink({ href: links.termsHref ?? '/userTerms', children: t`《用户条款》` })}
          </Link>
          {t`、`}
          <Link asChild colorPalette="brand" color="colorPalette.fg">
            {renderLink({ href: links.privacyHref ?? '/privacyClause', children: t`《隐私政策》` })}
          </Link>
        </Text>
      </HStack>
      {/* Always mounted: a live region must exist before its text changes to be announced. */}
      <Text id="terms-error" color="fg.error" fontSize="sm" aria-live="polite">
        {message ? t(message) : ''}
      </Text>
    </Stack>
  );
}
