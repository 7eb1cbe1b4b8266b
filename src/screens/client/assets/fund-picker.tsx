import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { FundBrief } from '../../../domain/assets';

/** Chooses which fund a page shows (portfolio, indicators, estimates). */
export function FundPicker({ funds, value, onChange }: { funds: readonly FundBrief[]; value: string; onChange: (fundCode: string) => void }) {
  const { t } = useLingui();
  if (funds.length === 0) return null;
  return (
    <Field.Root w={{ base: 'full', md: 'sm' }}>
      <Field.Label fontSize="sm">{t`选择产品`}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {funds.map((f) => (
            <option key={f.fundCode} value={f.fundCode}>
              {f.fundName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
