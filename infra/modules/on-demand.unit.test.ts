import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(async () => ({ name: 'module' }));
    const get = onDemand(load);
    expect(get.started).toBeUndefined();
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get.started).toBe(a);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, and callers of the failed one see its error', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Cannot find module')).mockResolvedValue('loaded');
    const get = onDemand(load as () => Promise<string>);
    const first = get();
    const shared = get();
    await expect(first).rejects.toThrow('Cannot find module');
    await expect(shared).rejects.toThrow('Cannot find module');
    expect(get.started).toBeUndefined();
    expect(await get()).toBe('loaded');
    expect(await get()).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
