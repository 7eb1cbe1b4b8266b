import type { Meta, StoryObj } from '@storybook/react-vite';
import coverage from '../../machines/coverage.json';
import { inEnglish } from '../support/locale';
import { CoverageView, type MachineSummary } from './coverage-view';

const meta = {
  title: 'Machines/Coverage',
  component: CoverageView,
  parameters: { layout: 'fullscreen' },
  args: { machines: coverage as MachineSummary[] },
} satisfies Meta<typeof CoverageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Coverage: Story = {};
export const CoverageEn: Story = inEnglish({});
