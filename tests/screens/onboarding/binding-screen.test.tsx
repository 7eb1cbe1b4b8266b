import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BindingField, BindingKind, FieldErrors } from '../../../machines/flow-types';
import type { Locale } from '../../../src/constants';
import {
  BindingScreen,
  type BindingScreenProps,
  type BindingValues,
} from '../../../src/screens/onboarding/binding-screen';
import { UiProvider } from '../../../src/components/ui-provider';
import { preloadLocales, renderUi } from '../render-ui';

beforeAll(preloadLocales);

const EMPTY: BindingValues = {
  idNumber: '', birthday: '', mobile: '', email: '', enterpriseEmail: '', productName: '', purchaseChannel: '', additionalInfo: '',
};

type Outer = Partial<Omit<BindingScreenProps, 'values' | 'onChange'>>;

/** Holds the typed values like the binding machine's context, so a new state or error keeps them. */
function Controlled(props: Outer) {
  const [values, setValues] = useState(EMPTY);
  return (
    <BindingScreen
      state="editing"
      kind="domestic"
      errors={{}}
      onChoose={vi.fn()}
      onSubmit={vi.fn()}
      onBack={vi.fn()}
      onContinue={vi.fn()}
      onDone={vi.fn()}
      onGoToSettings={vi.fn()}
      onChooseAgain={vi.fn()}
      onBackToLogin={vi.fn()}
      {...props}
      values={values}
      onChange={(next) => setValues((v) => ({ ...v, ...next }))}
    />
  );
}

const ALL_ERRORS: FieldErrors<BindingField> = {
  idNumber: 'idNumber.format',
  birthday: 'birthday.required',
  mobile: 'mobile.format',
  email: 'email.format',
  enterpriseEmail: 'enterpriseEmail.required',
  productName: 'productName.required',
  purchaseChannel: 'purchaseChannel.required',
};

const MESSAGES: Record<Locale, string[]> = {
  'zh-CN': [
    '证件号码格式不正确，请修改',
    '请选择出生日期',
    '手机号格式不正确，请修改',
    '邮箱格式不正确，请修改',
    '合作伙伴请填写企业邮箱',
    '请输入产品名称',
    '请输入购买渠道',
  ],
  en: [
    'Please enter a valid ID number',
    'Please choose your date of birth',
    'Please enter a valid mobile number',
    'Please enter a valid email address',
    'Partners must enter a business email',
    'Please enter the product name',
    'Please enter the purchase channel',
  ],
};

describe('BindingScreen', () => {
  it.each(['zh-CN', 'en'] as const)('in %s, shows each binding rule message on its field', async (locale) => {
    await renderUi(<Controlled kind="partner" errors={ALL_ERRORS} />, locale);
    for (const message of MESSAGES[locale]) expect(screen.getByText(message)).toBeInTheDocument();
    const invalid = document.querySelectorAll('[aria-invalid="true"]');
    expect(invalid).toHaveLength(Object.keys(ALL_ERRORS).length);
  });

  it.each([
    ['domestic', false],
    ['offshore', false],
    ['partner', true],
  ] as [BindingKind, boolean][])('the %s form asks for the enterprise email: %s', async (kind, asked) => {
    await renderUi(<Controlled kind={kind} />);
    expect(screen.queryByRole('textbox', { name: /企业邮箱/ }) !== null).toBe(asked);
    expect(screen.getByLabelText(/出生日期/)).toHaveAttribute('type', 'date');
    expect(screen.getAllByText('多个请用逗号分隔')).toHaveLength(2);
  });

  it('keeps every typed value when the submit fails, and announces the failure', async () => {
    const { rerender } = await renderUi(<Controlled />);
    const typed: [RegExp, string][] = [
      [/证件号码/, '11010519491231002X'],
      [/手机号/, '13800000009'],
      [/^邮箱/, 'new@demo.test'],
      [/产品名称/, '泓岸价值精选一期, 泓岸成长二期'],
      [/购买渠道/, '直销'],
    ];
    for (const [name, value] of typed) fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    rerender(
      <UiProvider>
        <Controlled error="证件信息与登记信息不一致" />
      </UiProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('证件信息与登记信息不一致');
    for (const [name, value] of typed) expect(screen.getByRole('textbox', { name })).toHaveValue(value);
  });


  it('success shows the partner name and offers to continue adding or finish', async () => {
    const onContinue = vi.fn();
    const onDone = vi.fn();
    await renderUi(<Controlled state="success" bound={[{ kind: 'partner', partnerName: '海汇财富' }]} onContinue={onContinue} onDone={onDone} />, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Bound: 海汇财富');
    fireEvent.click(screen.getByRole('button', { name: 'Continue adding' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it.each([
    ['underReview', '审核最长需要 5 个工作日'],
    ['hasProducts', '请联系您的客户经理'],
    ['conflictDomesticOffshore', '无法同时绑定境内和境外产品'],
    ['alreadySubmitted', '申请已提交，请勿重复提交'],
    ['alreadyPartner', '以“合作伙伴”身份绑定'],
  ] as const)('%s has its own page', async (state, text) => {
    const onChooseAgain = vi.fn();
    await renderUi(<Controlled state={state} onChooseAgain={onChooseAgain} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    if (state === 'alreadyPartner') {
      // No session yet (a first binding): Settings cannot open, so the way on is the investor type again.
      expect(screen.queryByRole('button', { name: '前往设置' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: '重新选择投资者类型' }));
      expect(onChooseAgain).toHaveBeenCalledOnce();
    }
  });

  it('alreadyPartner, signed in: the investor type changes in Settings', async () => {
    const onGoToSettings = vi.fn();
    await renderUi(<Controlled state="alreadyPartner" signedIn onGoToSettings={onGoToSettings} />);
    expect(screen.getByRole('status')).toHaveTextContent('请前往“设置”修改');
    fireEvent.click(screen.getByRole('button', { name: '前往设置' }));
    expect(onGoToSettings).toHaveBeenCalledOnce();
  });

  it('the kind choice reports the chosen form', async () => {
    const onChoose = vi.fn();
    await renderUi(<Controlled state="chooseKind" kind={null} onChoose={onChoose} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: /Offshore client/ }));
    expect(onChoose).toHaveBeenCalledWith('offshore');
  });

  it('the kind choice can be left for the login form, unless the user is signed in', async () => {
    const onBackToLogin = vi.fn();
    const { unmount } = await renderUi(<Controlled state="chooseKind" kind={null} onBackToLogin={onBackToLogin} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(onBackToLogin).toHaveBeenCalledOnce();
    unmount();
    await renderUi(<Controlled state="chooseKind" kind={null} signedIn />, 'en');
    expect(screen.queryByRole('button', { name: 'Back to login' })).toBeNull();
  });
});
