import { describe, expect, it } from 'vitest';
import { createBreaker, type Permit } from './breaker.ts';

/** A breaker on a clock the test moves, recording what it told the log. */
function setUp() {
  let clock = 0;
  const changes: string[] = [];
  const breaker = createBreaker({
    failures: 3,
    cooldownMs: 30_000,
    windowMs: 60_000,
    now: () => clock,
    onChange: (state) => changes.push(state),
  });
  const fail = (times = 1) => {
    for (let i = 0; i < times; i += 1) breaker.acquire()!.failed(new Error('down'));
  };
  return { breaker, changes, fail, tick: (ms: number) => (clock += ms) };
}

describe('the model circuit breaker', () => {
  it('opens after 3 failures in a row, and then grants nothing until the cool-down ends', () => {
    const { breaker, changes, fail, tick } = setUp();
    fail(2);
    expect(breaker.state).toBe('closed');
    fail();
    expect(breaker.state).toBe('open');
    expect(changes).toEqual(['open']);
    expect(breaker.acquire()).toBeNull();
    tick(29_999);
    expect(breaker.acquire()).toBeNull();
  });

  it('counts only failures in a row, each within the window of the last', () => {
    const { breaker, fail, tick } = setUp();
    fail(2);
    breaker.acquire()!.succeeded();
    fail(2);
    expect(breaker.state).toBe('closed');
    tick(60_001);
    fail();
    expect(breaker.state).toBe('closed');
    fail(2);
    expect(breaker.state).toBe('open');
  });

  it('lets one trial through after the cool-down: its success closes the breaker', () => {
    const { breaker, changes, fail, tick } = setUp();
    fail(3);
    tick(30_000);
    const trial = breaker.acquire();
    expect(trial).not.toBeNull();
    expect(breaker.state).toBe('half-open');
    // Everyone else still gets the offline tutor while the trial is out.
    expect(breaker.acquire()).toBeNull();
    trial!.succeeded();
    expect(breaker.state).toBe('closed');
    expect(changes).toEqual(['open', 'closed']);
    expect(breaker.acquire()).not.toBeNull();
  });

  it('opens again for a whole cool-down when the trial fails', () => {
    const { breaker, changes, fail, tick } = setUp();
    fail(3);
    tick(30_000);
    breaker.acquire()!.failed(new Error('still down'));
    expect(breaker.state).toBe('open');
    tick(29_999);
    expect(breaker.acquire()).toBeNull();
    tick(1);
    expect(breaker.acquire()).not.toBeNull();
    expect(changes).toEqual(['open', 'open']);
  });

  it('gives the trial back when the student stops it, with no verdict', () => {
    const { breaker, fail, tick } = setUp();
    fail(3);
    tick(30_000);
    breaker.acquire()!.released();
    expect(breaker.state).toBe('half-open');
    expect(breaker.acquire()).not.toBeNull();
  });

  it('ignores late verdicts on requests sent before it opened, and a second verdict on one request', () => {
    const { breaker, fail, tick } = setUp();
    const early: Permit = breaker.acquire()!;
    fail(3);
    early.succeeded();
    expect(breaker.state).toBe('open');
    tick(30_000);
    const trial = breaker.acquire()!;
    trial.failed(new Error('down'));
    trial.succeeded();
    expect(breaker.state).toBe('open');
  });
});
