import { Input } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBanner } from '../../src/components/error-banner';
import { FormField } from '../../src/components/form-field';
import { LanguageSwitch } from '../../src/components/language-switch';
import { formatPageTitle, usePageTitle } from '../../src/components/page-title';
import { dismissToasts, notifyError } from '../../src/components/toaster';
import { loadLocale } from '../../src/i18n';
import { VALIDATION_MESSAGES } from '../../src/i18n/messages';
import { preloadLocales, renderUi } from './render-ui';

beforeAll(preloadLocales);

describe('LanguageSwitch', () => {
  it('shows both languages by their own names, marks the current one and reports the other', async () => {
    const onChange = vi.fn();
    await renderUi(<LanguageSwitch locale="zh-CN" onChange={onChange} />);
    expect(screen.getByRole('group', { name: '切换语言' })).toBeInTheDocument();
    const zh = screen.getByRole('button', { name: '中文' });
    const en = screen.getByRole('button', { name: 'English' });
    expect(zh).toHaveAttribute('aria-pressed', 'true');
    expect(en).toHaveAttribute('aria-pressed', 'false');
    expect(en).toHaveAttribute('lang', 'en');
    fireEvent.click(zh);
    expect(onChange).not.toHaveBeenCalled(); // already the current language
    fireEvent.click(en);
    expect(onChange).toHaveBeenCalledWith('en');
  });

  it('is labelled in the UI language', async () => {
    await renderUi(<LanguageSwitch locale="en" onChange={vi.fn()} />, 'en');
    expect(screen.getByRole('group', { name: 'Change language' })).toBeInTheDocument();
  });
});

describe('FormField', () => {
  it('labels its control, marks it required and shows a descriptor error in the active language', async () => {
    await renderUi(
      <FormField label="Email" required error={VALIDATION_MESSAGES.emailFormat}>
        <Input />
      </FormField>,
      'en',
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please check the format')).toBeInTheDocument();
    await act(() => loadLocale('zh-CN'));
    expect(screen.getByText('格式不正确，请修改')).toBeInTheDocument();
  });

  it('shows helper text while there is no error', async () => {
    await renderUi(
      <FormField label="账号" helperText="邮箱或手机号">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: '账号' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('邮箱或手机号')).toBeInTheDocument();
  });
});

function Titled({ title }: { title?: Parameters<typeof usePageTitle>[0] }) {
  usePageTitle(title);
  return null;
}

describe('page title per language', () => {
  it('formats "page - firm", or the firm alone', () => {
    expect(formatPageTitle('我的账户', '泓岸资本')).toBe('我的账户 - 泓岸资本');
    expect(formatPageTitle(undefined, 'Harbourline Capital')).toBe('Harbourline Capital');
  });

  it('follows the active language', async () => {
    await renderUi(<Titled title={msg`我的账户`} />);
    expect(document.title).toBe('我的账户 - 泓岸资本');
    await act(() => loadLocale('en'));
    expect(document.title).toBe('My account - Harbourline Capital');
    await act(() => loadLocale('zh-CN'));
  });
});

describe('errors', () => {
  it('ErrorBanner announces its message and renders nothing without one', async () => {
    const { rerender } = await renderUi(<ErrorBanner message="密码错误，请重试" />);
    expect(screen.getByRole('alert')).toHaveTextContent('密码错误，请重试');
    rerender(<ErrorBanner message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('notifyError shows an error toast through the app toaster', async () => {
    await renderUi(<div />);
    act(() => {
      notifyError('网络异常，请稍后重试', 5_000);
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请稍后重试'));
    act(() => dismissToasts());
  });
});

describe('VideoPlayer', () => {
  it('says the video cannot be played when its address is refused after it is on the page', async () => {
    const { VideoPlayer } = await import('../../src/components/video-player');
    const { container } = await renderUi(<VideoPlayer src="/media/vod/a.mp4?sig=x" label="Film" />, 'en');
    fireEvent.error(container.querySelector('video')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('The video cannot be played right now; please try later');
    expect(container.querySelector('video')).toBeNull();
  });

  it('says so too when the address was refused before React put the player on the page', async () => {
    const { VideoPlayer } = await import('../../src/components/video-player');
    // The browser records the refusal on the element (its `error`) while React has not committed it yet; the
    // error event of that moment reaches no handler.
    Object.defineProperty(HTMLMediaElement.prototype, 'error', { configurable: true, get: () => ({ code: 4 }) });
    try {
      await renderUi(<VideoPlayer src="/media/vod/b.mp4?sig=x" />);
      expect(await screen.findByRole('alert')).toHaveTextContent('视频暂时无法播放，请稍后再试');
    } finally {
      delete (HTMLMediaElement.prototype as { error?: unknown }).error;
    }
  });
});
