import { describe, expect, it, vi } from 'vitest';
import { addTrackingSink, track, trackRouteOpened } from '../src/app/tracking';

describe('tracking', () => {
  it('sends events to every sink until removed', () => {
    const a = vi.fn();
    const b = vi.fn();
    const removeA = addTrackingSink(a);
    const removeB = addTrackingSink(b);
    track('opened', { x: 1 });
    expect(a).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'opened', props: { x: 1 }, at: expect.any(Number) }),
    );
    expect(b).toHaveBeenCalledTimes(1);
    removeA();
    track('again');
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    removeB();
  });

  it('keeps going when a sink throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = vi.fn();
    const removeBad = addTrackingSink(() => {
      throw new Error('sink down');
    });
    const removeGood = addTrackingSink(good);
    track('x');
    expect(good).toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    removeBad();
    removeGood();
  });

  it('fires home, explore and Chat for the three main routes only', () => {
    const sink = vi.fn();
    const remove = addTrackingSink(sink);
    for (const name of ['Index', 'Explore', 'ChatIndex', 'User', 'Login']) trackRouteOpened(name);
    expect(sink.mock.calls.map(([event]) => event.name)).toEqual(['home', 'explore', 'Chat']);
    remove();
  });
});
