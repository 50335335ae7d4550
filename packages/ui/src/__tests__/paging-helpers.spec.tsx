import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageFromParams, paramsWithPage, useSearchInParams, useSettledValue } from '../index.js';

describe('the page in the address', () => {
  it('reads ?page= as a whole number from 1, else page 1', () => {
    expect(pageFromParams(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc'])
      expect(pageFromParams(new URLSearchParams(bad))).toBe(1);
  });

  it('writes the page beside the other parameters, and drops it for page 1', () => {
    expect(paramsWithPage(new URLSearchParams('sort=popular'), 4).toString()).toBe('sort=popular&page=4');
    expect(paramsWithPage(new URLSearchParams('sort=popular&page=4'), 1).toString()).toBe('sort=popular');
  });
});

describe('useSettledValue', () => {
  afterEach(() => vi.useRealTimers());

  it('follows the value only once it has stopped changing', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 250), {
      initialProps: { value: 'g' },
    });
    rerender({ value: 'gu' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'gun' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('g');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('gun');
  });
});

describe('useSearchInParams', () => {
  afterEach(() => vi.useRealTimers());

  it('puts the typed text into ?q= once typing pauses, back on page 1, replacing the entry', () => {
    vi.useFakeTimers();
    const setParams = vi.fn();
    const { result } = renderHook(() => useSearchInParams(new URLSearchParams('q=zapper&page=3&sort=new'), setParams));
    expect(result.current.searched).toBe('zapper');
    expect(result.current.text).toBe('zapper');
    act(() => result.current.setText(' guncon '));
    act(() => vi.advanceTimersByTime(250));
    expect(setParams).toHaveBeenCalledTimes(1);
    const [next, options] = setParams.mock.calls[0] as [URLSearchParams, { replace: boolean }];
    expect(next.toString()).toBe('q=guncon&sort=new');
    expect(options).toEqual({ replace: true });
  });

  it('drops ?q= when the text is cleared', () => {
    vi.useFakeTimers();
    const setParams = vi.fn();
    const { result } = renderHook(() => useSearchInParams(new URLSearchParams('q=zapper'), setParams));
    act(() => result.current.setText(''));
    act(() => vi.advanceTimersByTime(250));
    expect((setParams.mock.calls[0] as [URLSearchParams])[0].toString()).toBe('');
  });
});
