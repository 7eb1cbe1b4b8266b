import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BindingScreen, type BindingValues } from '../../src/screens/onboarding/binding-screen';
import { inEnglish } from '../support/locale';
import { WithValues } from './form-harness';

const EMPTY: BindingValues = {
  idNumber: '', birthday: '', mobile: '', email: '', enterpriseEmail: '', productName: '', purchaseChannel: '', additionalInfo: '',
};
const FILLED: BindingValues = {
  idNumber: '11010519491231002X',
  birthday: '1949-12-31',
  mobile: '13800000009',
  email: 'new@demo.test',
  enterpriseEmail: 'li.ming@haihui-wealth.test',
  productName: '泓岸价值精选一期, 泓岸成长二期',
  purchaseChannel: '直销, 招商银行',
  additionalInfo: '',
};

const meta = {
  title: 'Onboarding/BindingScreen',
  component: BindingScreen,
  args: {
    state: 'chooseKind',
    kind: null,
    values: EMPTY,
    errors: {},
    error: null,
    bound: [],
    onChoose: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
    onContinue: fn(),
    onDone: fn(),
    onGoToSettings: fn(),
    onChooseAgain: fn(),
    onBackToLogin: fn(),
    onLocaleChange: fn(),
  },
  render: (args) => (
    <WithValues initial={args.values}>
      {(values, change) => (
        <BindingScreen
          {...args}
          values={values}
          onChange={(next) => {
            change(next);
            args.onChange(next);
          }}
        />
      )}
    </WithValues>
  ),
} satisfies Meta<typeof BindingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const bound = [{ kind: 'partner' as const, partnerName: '海汇财富' }];

export const ChooseKind: Story = { parameters: { flowState: [{ machine: 'binding', state: 'choosing' }, { machine: 'session', state: 'signedOut.binding.running' }, { machine: 'login', state: 'binding' }, { machine: 'post-login', state: 'toBinding' }] } };
export const EditingDomestic: Story = { parameters: { flowState: { machine: 'binding', state: 'editing' } }, args: { state: 'editing', kind: 'domestic' } };
export const EditingOffshore: Story = { parameters: { flowState: { machine: 'binding', state: 'editing' } }, args: { state: 'editing', kind: 'offshore', values: { ...FILLED, mobile: '+852 9123 4567' } } };
export const EditingPartner: Story = { parameters: { flowState: { machine: 'binding', state: 'editing' } }, args: { state: 'editing', kind: 'partner', values: FILLED } };
export const FieldErrors: Story = {
  parameters: { flowState: { machine: 'binding', state: 'editing' } },
  args: {
    state: 'editing',
    kind: 'partner',
    values: { ...EMPTY, idNumber: '1234', mobile: '1380000', email: 'new@demo' },
    errors: {
      idNumber: 'idNumber.format',
      birthday: 'birthday.required',
      mobile: 'mobile.format',
      email: 'email.format',
      enterpriseEmail: 'enterpriseEmail.required',
      productName: 'productName.required',
      purchaseChannel: 'purchaseChannel.required',
    },
  },
};
export const Submitting: Story = { parameters: { flowState: { machine: 'binding', state: 'submitting' } }, args: { state: 'submitting', kind: 'domestic', values: FILLED } };
/** Refused without the server's words: the flow says "binding failed" (src/flows/binding.ts). */
export const Rejected: Story = { parameters: { flowState: { machine: 'binding', state: 'editing' } }, args: { state: 'editing', kind: 'domestic', values: FILLED, error: '绑定失败' } };
export const NetworkFailure: Story = { parameters: { flowState: { machine: 'binding', state: 'editing' } }, args: { state: 'editing', kind: 'domestic', values: FILLED, error: '网络异常，请稍后重试' } };
export const Success: Story = { parameters: { flowState: { machine: 'binding', state: 'success' } }, args: { state: 'success', kind: 'partner', bound } };
export const SuccessSeveral: Story = {
  parameters: { flowState: { machine: 'binding', state: 'success' } },
  args: { state: 'success', kind: 'domestic', bound: [...bound, { kind: 'domestic', partnerName: '泓岸价值精选一期' }] },
};
// The bind opened a session: its done page stays while the session asks who the user is now and checks them in.
export const Done: Story = {
  parameters: {
    flowState: [
      { machine: 'binding', state: 'done' },
      { machine: 'session', state: 'signedOut.binding.identifying' },
      { machine: 'session', state: 'signedOut.binding.checking' },
      { machine: 'session', state: 'signedOut.binding.opening' },
    ],
  }, args: { state: 'done', bound } };
export const UnderReview: Story = { parameters: { flowState: { machine: 'binding', state: 'underReview' } }, args: { state: 'underReview' } };
export const HasProducts: Story = { parameters: { flowState: { machine: 'binding', state: 'hasProducts' } }, args: { state: 'hasProducts' } };
export const ConflictDomesticOffshore: Story = { parameters: { flowState: { machine: 'binding', state: 'conflictDomesticOffshore' } }, args: { state: 'conflictDomesticOffshore' } };
export const AlreadySubmitted: Story = { parameters: { flowState: { machine: 'binding', state: 'alreadySubmitted' } }, args: { state: 'alreadySubmitted' } };
export const AlreadyPartner: Story = { parameters: { flowState: { machine: 'binding', state: 'alreadyPartner' } }, args: { state: 'alreadyPartner' } };
/** Signed in (came from the client area to bind another record): Settings is where the type changes. */
export const AlreadyPartnerSignedIn: Story = { parameters: { flowState: { machine: 'binding', state: 'alreadyPartner' } }, args: { state: 'alreadyPartner', signedIn: true } };

export const ChooseKindEn = inEnglish(ChooseKind);
export const EditingDomesticEn = inEnglish(EditingDomestic);
export const EditingOffshoreEn = inEnglish(EditingOffshore);
export const EditingPartnerEn = inEnglish(EditingPartner);
export const FieldErrorsEn = inEnglish(FieldErrors);
export const SubmittingEn = inEnglish(Submitting);
export const RejectedEn = inEnglish({ ...Rejected, args: { ...Rejected.args, error: 'Binding failed' } });
export const NetworkFailureEn = inEnglish({ ...NetworkFailure, args: { ...NetworkFailure.args, error: 'Network error, please try later' } });
export const SuccessEn = inEnglish(Success);
export const SuccessSeveralEn = inEnglish(SuccessSeveral);
export const DoneEn = inEnglish(Done);
export const UnderReviewEn = inEnglish(UnderReview);
export const HasProductsEn = inEnglish(HasProducts);
export const ConflictDomesticOffshoreEn = inEnglish(ConflictDomesticOffshore);
export const AlreadySubmittedEn = inEnglish(AlreadySubmitted);
export const AlreadyPartnerEn = inEnglish(AlreadyPartner);
export const AlreadyPartnerSignedInEn = inEnglish(AlreadyPartnerSignedIn);
