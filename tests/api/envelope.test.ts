import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureEnvelope, settleData, settleEnvelope, type RawResult } from '../../src/api/envelope';
import { NETWORK_ERROR_TOAST_MS } from '../../src/constants';
import { envelopeRows } from '../fixtures/envelopes';

const english: Record<string, string> = {
  '接口返回错误，status = {status}': 'interface returned error, status = {status}',
  '网络异常，请稍后重试': 'network error, please try later',
  '服务器繁忙，请稍后再试': 'the server is busy, please try again shortly',
};

function raw(status: number, body: unknown): Promise<RawResult<never>> {
  const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  const ok = status >= 200 && status < 300;
  return Promise.resolve({ response, data: ok ? (body as never) : undefined, error: ok ? undefined : body });
}

const notify = vi.fn();
const sessionInvalid = vi.fn();
const activity = vi.fn();

beforeEach(() => {
  notify.mockReset();
  sessionInvalid.mockReset();
  activity.mockReset();
  configureEnvelope({
    notify,
    sessionInvalid,
    activity,
    translate: (d) => {
      const template = english[d.message ?? ''] ?? d.message ?? d.id;
      return template.replace(/\{(\w+)\}/g, (_, k: string) => String(d.values?.[k] ?? ''));
    },
  });
});

describe('envelope table (SPEC.md section 8)', () => {
  it.each(envelopeRows)('$name', async (row) => {
    const call = settleEnvelope(raw(row.status, row.body));
    if ('resolves' in row.expect) {
      await expect(call).resolves.toEqual(row.body);
      expect(activity).toHaveBeenCalledTimes(row.expect.activity ? 1 : 0);
      if (row.expect.notify) expect(notify).toHaveBeenCalledWith(row.expect.notify);
      else expect(notify).not.toHaveBeenCalled();
      expect(sessionInvalid).not.toHaveBeenCalled();
      return;
    }
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe(row.expect.rejects);
    expect(sessionInvalid).toHaveBeenCalledTimes(row.expect.sessionReset ? 1 : 0);
    if (row.expect.notify) expect(notify).toHaveBeenCalledWith(row.expect.notify, undefined);
    else expect(notify).not.toHaveBeenCalled();
    expect(activity).not.toHaveBeenCalled();
  });

  it('auth calls do not count as activity', async () => {
    await settleEnvelope(raw(200, { code: 1000, msg: 'ok', data: {} }), { auth: true });
    expect(activity).not.toHaveBeenCalled();
  });

  it('binary downloads are returned as they are', async () => {
    const blob = new TextEncoder().encode('%PDF-1.4');
    const response = new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
    await expect(settleEnvelope(Promise.resolve({ response, data: blob as never }), { binary: true })).resolves.toBe(blob);
    expect(notify).not.toHaveBeenCalled();
  });

  it('a network failure shows "network error, please try later" in the user\'s language for 5 s', async () => {
    await expect(settleEnvelope(Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({
      kind: 'network',
      message: 'network error, please try later',
    });
    expect(notify).toHaveBeenCalledWith('network error, please try later', { durationMs: NETWORK_ERROR_TOAST_MS });
  });

  it('a server shedding load (503) says calmly that it is busy, in the user\'s language, for the network toast\'s time', async () => {
    await expect(settleEnvelope(raw(503, { code: 5030, msg: 'busy', data: null }))).rejects.toMatchObject({
      kind: 'http',
      status: 503,
      message: 'the server is busy, please try again shortly',
    });
    expect(notify).toHaveBeenCalledWith('the server is busy, please try again shortly', { durationMs: NETWORK_ERROR_TOAST_MS });
    expect(sessionInvalid).not.toHaveBeenCalled();
  });

  it('an invalid session answered with a non-200 status still resets silently', async () => {
    await expect(settleEnvelope(raw(401, { code: 3009, msg: 'expired', data: null }))).rejects.toMatchObject({
      kind: 'sessionInvalid',
    });
    expect(sessionInvalid).toHaveBeenCalledWith(3009);
    expect(notify).not.toHaveBeenCalled();
  });

  it('settleData refuses 2012 where data is required', async () => {
    await expect(settleData(raw(200, { code: 2012, msg: 'code needed', data: null }))).rejects.toMatchObject({
      kind: 'business',
      code: 2012,
    });
  });
});
