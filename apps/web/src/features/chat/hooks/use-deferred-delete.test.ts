import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_WINDOW_MS, useDeferredDelete } from './use-deferred-delete.ts';

const STORAGE_KEY = 'vidya.pendingDeletes';
const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  setVisibility('visible');
});

function setup() {
  const commit = vi.fn(async (_id: string) => {});
  const hook = renderHook(() => useDeferredDelete(commit));
  return { commit, hook };
}

describe('useDeferredDelete', () => {
  it('sends the delete only when the undo window ends', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.remove({ id: 's1', wasOpen: false }));
    expect(hook.result.current.pending).toEqual({ id: 's1', wasOpen: false });
    act(() => {
      vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    });
    expect(commit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(commit).toHaveBeenCalledExactlyOnceWith('s1');
    expect(hook.result.current.pending).toBeNull();
  });

  it('never sends a delete that was undone, whatever happens after', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.remove({ id: 's1', wasOpen: true }));
    let undone;
    act(() => {
      undone = hook.result.current.undo();
    });
    expect(undone).toEqual({ id: 's1', wasOpen: true });
    expect(hook.result.current.pending).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(UNDO_WINDOW_MS * 2);
    });
    act(() => setVisibility('hidden'));
    hook.unmount();
    expect(commit).not.toHaveBeenCalled();
  });

  it('sends the waiting delete at once when another chat is deleted', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.remove({ id: 's1', wasOpen: false }));
    act(() => hook.result.current.remove({ id: 's2', wasOpen: false }));
    expect(commit).toHaveBeenCalledExactlyOnceWith('s1');
    expect(hook.result.current.pending?.id).toBe('s2');
  });

  it('sends the waiting delete when the page is hidden, left, or the screen closes', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.remove({ id: 'hidden', wasOpen: false }));
    act(() => setVisibility('hidden'));
    expect(commit).toHaveBeenLastCalledWith('hidden');

    act(() => hook.result.current.remove({ id: 'left', wasOpen: false }));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(commit).toHaveBeenLastCalledWith('left');

    act(() => hook.result.current.remove({ id: 'unmounted', wasOpen: false }));
    hook.unmount();
    expect(commit).toHaveBeenLastCalledWith('unmounted');
    expect(commit).toHaveBeenCalledTimes(3);
  });

  it('sends, on the next visit, a delete the page died holding, and then forgets it', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(['orphan']));
    const { commit } = setup();
    expect(commit).toHaveBeenCalledExactlyOnceWith('orphan');
    await act(async () => {});
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('keeps a waiting delete in storage until it has been sent', async () => {
    const { hook } = setup();
    act(() => hook.result.current.remove({ id: 's1', wasOpen: false }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toEqual(['s1']);
    act(() => {
      vi.advanceTimersByTime(UNDO_WINDOW_MS);
    });
    await act(async () => {});
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});
