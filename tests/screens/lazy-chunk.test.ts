import { describe, expect, it, vi } from 'vitest';
import { lazyChunk } from '../../src/components/lazy-chunk';

describe('lazyChunk (the avatar menu, the PDF preview)', () => {
  it('fetches its chunk once for every use, and a failed fetch again at the next use', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const chunk = lazyChunk(load);
    await expect(chunk.load()).rejects.toThrow('offline');
    await expect(chunk.load()).resolves.toBe('chunk');
    chunk.prefetch();
    await expect(chunk.load()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a prefetch fail quietly and the next use fetch again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const chunk = lazyChunk(load);
    chunk.prefetch();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    await expect(chunk.load()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
