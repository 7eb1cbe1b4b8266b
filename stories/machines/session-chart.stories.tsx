import type { Meta, StoryObj } from '@storybook/react-vite';
import chart from '../../machines/session.chart.md?raw';
import { ChartView } from './chart-view';

const meta = {
  title: 'Machines/Session',
  component: ChartView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChartView>;
export default meta;

/** Generated from machines/session.machine.ts by `npm run charts`. */
export const Chart: StoryObj<typeof meta> = { args: { source: chart } };
