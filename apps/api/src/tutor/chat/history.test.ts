import { describe, expect, it } from 'vitest';
import type { HistoryMessage } from '../types.ts';
import { estimateTokens, trimHistory } from './history.ts';

describe('trimHistory', () => {
  it('keeps the newest message, cut to the budget, when it alone is over budget', () => {
    const text = `${'a'.repeat(200)}${'z'.repeat(200)}`;
    const older = { sender: 'bot' as const, text: 'Earlier answer.' };
    const { kept, omitted } = trimHistory([older, { sender: 'user', text }], 50);
    expect(omitted).toBe(1);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.sender).toBe('user');
    expect(kept[0]!.text).toMatch(/^a+\n\[… cut …\]\nz+$/);
    expect(estimateTokens(kept[0]!.text)).toBeLessThanOrEqual(50);
  });

  it('keeps everything, whole, when it fits', () => {
    const history: HistoryMessage[] = [
      { sender: 'user', text: 'What is WPM?' },
      { sender: 'bot', text: 'Words per minute.' },
    ];
    expect(trimHistory(history, 1000)).toEqual({ kept: history, omitted: 0 });
    expect(trimHistory([], 1000)).toEqual({ kept: [], omitted: 0 });
  });
});