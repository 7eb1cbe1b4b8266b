import { Button, Group } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { AUTONYMS, LOCALES, type Locale } from '../constants';

// Each language is named in itself (AUTONYMS), so a reader of either language finds their own; `lang` on each button
// lets screen readers pronounce it right.

export interface LanguageSwitchProps {
  locale: Locale;
  onChange: (locale: Locale) => void;
  size?: 'xs' | 'sm' | 'md';
}

/** Two toggle buttons (中文 / English); the current one is pressed. */
export function LanguageSwitch({ locale, onChange, size = 'sm' }: LanguageSwitchProps) {
  const { t } = useLingui();
  return (
    <Group attached role="group" aria-label={t`切换语言`}>
      {LOCALES.map((option) => {
        const active = option === locale;
        return (
          <Button
            key={option}
            size={size}
            lang={option}
            variant={active ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={active}
            onClick={() => {
              if (!active) onChange(option);
            }}
          >
            {AUTONYMS[option]}
          </Button>
        );
      })}
    </Group>
  );
}
