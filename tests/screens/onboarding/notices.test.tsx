import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REVIEW_BUSINESS_DAYS } from '../../../src/constants';
import { i18n, loadLocale } from '../../../src/i18n';
import { ApplyingScreen } from '../../../src/screens/onboarding/applying-screen';
import { DataProcessingScreen } from '../../../src/screens/onboarding/data-processing-screen';
import { LoginAfterScreen } from '../../../src/screens/onboarding/login-after-screen';
import { PartnerExpiryScreen, type PartnerExpiryScreenProps } from '../../../src/screens/onboarding/partner-expiry-screen';
import { VALIDATION_KEY_MESSAGES } from '../../../src/screens/onboarding/validation-messages';
import { preloadLocales, renderUi } from '../render-ui';

beforeAll(preloadLocales);

describe('validation messages', () => {
  it('every validation key has a text in both languages, English without Chinese', async () => {
    for (const [key, descriptor] of Object.entries(VALIDATION_KEY_MESSAGES)) {
      await loadLocale('en');
      expect(i18n._(descriptor), key).not.toMatch(/[\u3400-\u9fff]/);
      await loadLocale('zh-CN');
      expect(i18n._(descriptor), key).toMatch(/[\u3400-\u9fff]/);
    }
  });
});

describe('LoginAfterScreen', () => {
  const relations = [
    { relationType: 0, identityType: 1, name: '泓岸价值精选一期' },
    { relationType: 1, identityType: 1, name: 'Harbourline Asia Fund' },
    { relationType: 3, identityType: 3, name: '海汇财富' },
  ] as const;

  it('offers one choice per investor type, with the relation names, and reports the pick', async () => {
    const onChoose = vi.fn();
    await renderUi(<LoginAfterScreen relations={[...relations]} status="choosing" onChoose={onChoose} />, 'en');
    const individual = screen.getByRole('button', { name: /Individual client/ });
    expect(individual).toHaveTextContent('泓岸价值精选一期, Harbourline Asia Fund');
    fireEvent.click(screen.getByRole('button', { name: /Partner/ }));
    expect(onChoose).toHaveBeenCalledWith(3);
  });

  it('while the info loads, the choices are disabled and the wait is announced', async () => {
    await renderUi(<LoginAfterScreen relations={[...relations]} status="pending" chosen={1} onChoose={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载账户信息…');
    for (const button of screen.getAllByRole('button', { name: /客户|合作伙伴/ })) expect(button).toBeDisabled();
  });
});

describe('ApplyingScreen and DataProcessingScreen', () => {
  it('the applying page says how many business days the review takes and leads back to login', async () => {
    const onBackToLogin = vi.fn();
    await renderUi(<ApplyingScreen onBackToLogin={onBackToLogin} />, 'en');
    expect(screen.getByRole('status')).toHaveTextContent(`up to ${REVIEW_BUSINESS_DAYS} business days`);
    expect(screen.getByRole('status')).toHaveTextContent('SMS');
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(onBackToLogin).toHaveBeenCalledOnce();
  });

  it('the data-processing notice can be read by keyboard, then accepted or declined', async () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    await renderUi(<DataProcessingScreen status="reading" onAccept={onAccept} onDecline={onDecline} />, 'en');
    expect(screen.getByRole('region', { name: 'Full text of the notice' })).toHaveAttribute('tabindex', '0');
    fireEvent.click(screen.getByRole('button', { name: 'I have read and accept' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onAccept).toHaveBeenCalledOnce();
    expect(onDecline).toHaveBeenCalledOnce();
  });
});

describe('PartnerExpiryScreen', () => {
  const on = () => ({
    onSend: vi.fn(), onResend: vi.fn(), onConfirmOverwrite: vi.fn(), onDeclineOverwrite: vi.fn(), onRequestAgain: vi.fn(), onBackToLogin: vi.fn(),
  });
  const render = (props: Partial<PartnerExpiryScreenProps>, locale: 'zh-CN' | 'en' = 'zh-CN') => {
    const handlers = on();
    return renderUi(<PartnerExpiryScreen state="request" {...handlers} {...props} />, locale).then(() => handlers);
  };

  it('requests the email, and shows progress while sending', async () => {
    const handlers = await render({});
    fireEvent.click(screen.getByRole('button', { name: '发送验证邮件' }));
    expect(handlers.onSend).toHaveBeenCalledOnce();
  });

  it('asks whether to use the mobile number and overwrite the old one', async () => {
    const handlers = await render({ state: 'askOverwrite', proposedMobile: '138****0003' }, 'en');
    expect(screen.getByText('Use your mobile number 138****0003 and overwrite the old one?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Use it and overwrite' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep the old number' }));
    expect(handlers.onConfirmOverwrite).toHaveBeenCalledOnce();
    expect(handlers.onDeclineOverwrite).toHaveBeenCalledOnce();
  });

  it('an expired link is an alert with a way to ask again', async () => {
    const handlers = await render({ state: 'validationFailed', validationFailure: 'expired' }, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('The verification link has expired');
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new verification email' }));
    expect(handlers.onRequestAgain).toHaveBeenCalledOnce();
  });

  it('a failed send keeps the request page and shows the error', async () => {
    await render({ error: '发送过于频繁' });
    expect(screen.getByRole('alert')).toHaveTextContent('发送过于频繁');
    expect(screen.getByRole('button', { name: '发送验证邮件' })).toBeEnabled();
  });
});
