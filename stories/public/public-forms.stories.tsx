import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import { fn } from 'storybook/test';
import type { FormFailure, InternLookup } from '../../src/domain/public';
import { InterviewScreen } from '../../src/screens/public/interview-screen';
import { SurveyScreen } from '../../src/screens/public/survey-screen';
import { TraineeScreen, type TraineeScreenProps } from '../../src/screens/public/trainee-screen';
import { INTERN_TYPES } from '../../src/content/interns';
import { SURVEYS } from '../../src/content/surveys';
import { pick } from '../../src/content/types';
import { inEnglish } from '../support/locale';
import { InLayout } from './support';

const LOOKUP: InternLookup = {
  found: true,
  internType: 'daily',
  leader: 'Shen Qinghe',
  records: [{ recordId: '1', attendanceDate: '2023-05-31', internType: 'daily', mealAllowance: 330, paidDays: 21, leader: 'Shen Qinghe', fileName: 'may.pdf' }],
};

type Args = {
  form: 'interview' | 'trainee' | 'survey' | 'choose';
  status?: 'editing' | 'saving' | 'saved' | 'failed';
  failure?: FormFailure;
  validateNow?: boolean;
  search?: TraineeScreenProps['search'];
  filled?: boolean;
};

/** The public forms in every state: empty, with errors, saving, saved, failed. */
function PublicForm({ form, status = 'editing', failure, validateNow, search = 'idle', filled }: Args) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'zh-CN';
  const identity = filled ? { name: 'Alex Chen', mobile: '13900000002' } : undefined;
  const body =
    form === 'interview' ? (
      <InterviewScreen
        status={status}
        failure={failure}
        secondsLeft={status === 'saved' ? 4 : 0}
        validateNow={validateNow}
        initialValues={validateNow ? { mobile: '12345' } : filled ? { name: 'Alex Chen', mobile: '13900000002', interviewTime: '2030-03-01T10:00' } : undefined}
        onSubmit={fn()}
      />
    ) : form === 'trainee' ? (
      <TraineeScreen
        locale={locale}
        internTypes={pick(INTERN_TYPES, locale)}
        search={search}
        lookup={search === 'found' ? LOOKUP : undefined}
        save={status}
        failure={failure}
        initialIdentity={identity}
        validateNow={validateNow}
        onSearch={fn()}
        onSave={fn()}
      />
    ) : (
      <SurveyScreen
        survey={pick(SURVEYS[form === 'survey' ? 'question' : 'choose'], locale)}
        status={status === 'saved' ? 'editing' : status}
        failure={failure}
        validateNow={validateNow}
        onSubmit={fn()}
      />
    );
  return (
    <InLayout locale={locale} path={`/${form}`}>
      {body}
    </InLayout>
  );
}

const meta = { title: 'Public/Forms', component: PublicForm, args: { form: 'interview' } } satisfies Meta<typeof PublicForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InterviewEmpty: Story = {};
export const InterviewWithErrors: Story = { args: { validateNow: true } };
export const InterviewSaving: Story = { args: { filled: true, status: 'saving' } };
export const InterviewSaved: Story = { args: { status: 'saved' } };
export const InterviewFailed: Story = { args: { filled: true, status: 'failed', failure: 'network' } };
export const TraineeSearch: Story = { args: { form: 'trainee' } };
export const TraineeNotFound: Story = { args: { form: 'trainee', search: 'notFound', filled: true } };
export const TraineeFound: Story = { args: { form: 'trainee', search: 'found', filled: true } };
export const TraineeWithErrors: Story = { args: { form: 'trainee', search: 'found', filled: true, validateNow: true } };
export const TraineeSaving: Story = { args: { form: 'trainee', search: 'found', filled: true, status: 'saving' } };
export const TraineeSaved: Story = { args: { form: 'trainee', search: 'found', filled: true, status: 'saved' } };
export const TraineeFailed: Story = { args: { form: 'trainee', search: 'found', filled: true, status: 'failed' } };
export const QuestionSurvey: Story = { args: { form: 'survey' } };
export const QuestionSurveyWithErrors: Story = { args: { form: 'survey', validateNow: true } };
export const ChooseSurvey: Story = { args: { form: 'choose' } };
export const ChooseSurveyFailed: Story = { args: { form: 'choose', status: 'failed', failure: 'tooMany' } };

export const InterviewEmptyEn = inEnglish(InterviewEmpty);
export const InterviewWithErrorsEn = inEnglish(InterviewWithErrors);
export const InterviewSavingEn = inEnglish(InterviewSaving);
export const InterviewSavedEn = inEnglish(InterviewSaved);
export const InterviewFailedEn = inEnglish(InterviewFailed);
export const TraineeSearchEn = inEnglish(TraineeSearch);
export const TraineeNotFoundEn = inEnglish(TraineeNotFound);
export const TraineeFoundEn = inEnglish(TraineeFound);
export const TraineeWithErrorsEn = inEnglish(TraineeWithErrors);
export const TraineeSavingEn = inEnglish(TraineeSaving);
export const TraineeSavedEn = inEnglish(TraineeSaved);
export const TraineeFailedEn = inEnglish(TraineeFailed);
export const QuestionSurveyEn = inEnglish(QuestionSurvey);
export const QuestionSurveyWithErrorsEn = inEnglish(QuestionSurveyWithErrors);
export const ChooseSurveyEn = inEnglish(ChooseSurvey);
export const ChooseSurveyFailedEn = inEnglish(ChooseSurveyFailed);
