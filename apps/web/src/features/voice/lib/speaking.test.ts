import { describe, expect, it } from 'vitest';
import { averageLevel, formatTimer, isSpeaking } from './speaking.ts';

describe('the speaking indicator', () => {
  it('is on only when the average level is above 10', () => {
    expect(averageLevel(new Uint8Array([0, 20, 10, 10]))).toBe(10);
    expect(isSpeaking(averageLevel(new Uint8Array([0, 20, 10, 10])))).toBe(false);
    expect(isSpeaking(averageLevel(new Uint8Array([0, 21, 10, 10])))).toBe(true);
    expect(isSpeaking(averageLevel(new Uint8Array(256)))).toBe(false);
    expect(averageLevel([])).toBe(0);
  });
});

describe('the call timer', () => {
  it('reads minutes and seconds', () => {
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(65.9)).toBe('01:05');
    expect(formatTimer(3600)).toBe('60:00');
  });
});
