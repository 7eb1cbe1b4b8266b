import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { INTERN_TYPES } from '../../../src/content/interns';
import { InterviewScreen } from '../../../src/screens/public/interview-screen';
import { TraineeScreen } from '../../../src/screens/public/trainee-screen';
import { preloadLocales, renderUi } from '../render-ui';

beforeAll(preloadLocales);

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('InterviewScreen', () => {
  it('checks required fields and the mobile format, in Chinese', async () => {
    const onSubmit = vi.fn();
    await renderUi(<InterviewScreen status="editing" secondsLeft={0} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: '提交预约' }));
    expect(screen.getByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入手机号码')).toBeInTheDocument();
    expect(screen.getByText('请选择面试时间')).toBeInTheDocument();
    type(/手机号码/, '12345');
    fireEvent.click(screen.getByRole('button', { name: '提交预约' }));
    expect(screen.getByText('手机号码格式不正确')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('in English, submits valid values', async () => {
    const onSubmit = vi.fn();
    await renderUi(<InterviewScreen status="editing" secondsLeft={0} onSubmit={onSubmit} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Book interview' }));
    expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
    type(/Full name/, 'Alex');
    type(/Mobile number/, '13912345678');
    type(/Interview time/, '2099-01-01T10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Book interview' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Alex', mobile: '13912345678', interviewTime: '2099-01-01T10:00' });
  });

  it('shows the countdown once saved', async () => {
    await renderUi(<InterviewScreen status="saved" secondsLeft={3} onSubmit={vi.fn()} />, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Back to the home page in 3 s');
  });
});

describe('TraineeScreen', () => {
  const base = { internTypes: INTERN_TYPES.en, save: 'editing' as const, onSearch: vi.fn(), onSave: vi.fn() };

  it('asks for name and mobile first', async () => {
    const onSearch = vi.fn();
    await renderUi(<TraineeScreen {...base} locale="en" search="idle" onSearch={onSearch} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter name and mobile first');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('in Chinese, asks for name and mobile first too', async () => {
    await renderUi(<TraineeScreen {...base} internTypes={INTERN_TYPES.zh} locale="zh-CN" search="idle" />);
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先输入姓名和手机号码');
  });

  it('checks the sheet: every field, the file type and size', async () => {
    const onSave = vi.fn();
    const lookup = { found: true, internType: 'daily', leader: 'Shen', records: [] };
    await renderUi(<TraineeScreen {...base} locale="en" search="found" lookup={lookup} onSave={onSave} initialIdentity={{ name: 'A', mobile: '13900000002' }} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(screen.getByText('Please choose the attendance date')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid meal allowance')).toBeInTheDocument();
    expect(screen.getByText('Paid days must be a whole number from 0 to 31')).toBeInTheDocument();
    expect(screen.getByText('Please attach the signed attendance sheet')).toBeInTheDocument();
    const input = screen.getByLabelText(/Signed attendance sheet/) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.html', { type: 'text/html' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(screen.getByText('Only PDF, JPG or PNG files are accepted')).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(screen.getByText('The file must not exceed 2 MB')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a failed save tells the intern to contact staff', async () => {
    const lookup = { found: true, internType: 'daily', leader: 'Shen', records: [] };
    await renderUi(<TraineeScreen {...base} locale="zh-CN" internTypes={INTERN_TYPES.zh} search="found" lookup={lookup} save="failed" />);
    expect(screen.getByText('考勤保存失败，请联系工作人员')).toBeInTheDocument();
  });
});
