import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuardedButton, type GuardedButtonProps } from '../../src/components/guarded-button';
import { ACTION_LABELS } from '../../src/i18n/messages';
import { inEnglish } from '../support/locale';

function SubmitButton(props: GuardedButtonProps) {
  const { i18n } = useLingui();
  return (
    <GuardedButton colorPalette="brand" m="6" {...props}>
      {i18n._(ACTION_LABELS.submit)}
    </GuardedButton>
  );
}

const meta = {
  title: 'Components/GuardedButton',
  component: SubmitButton,
  args: { onClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

/** One click runs the listener once and disables the button for CLICK_GUARD_MS (3 s). */
export const AfterClick: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const ReadyEn = inEnglish(Ready);
export const AfterClickEn = inEnglish(AfterClick);
