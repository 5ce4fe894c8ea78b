import { describe, expect, it } from 'vitest';
import { parseChatPath } from './chat-path.ts';

const id = '0b6f3c1e-5d2a-4e8b-9c7d-1a2b3c4d5e6f';

describe('parseChatPath', () => {
  it('accepts a new chat, a session and (on /learn) a question', () => {
    expect(parseChatPath('webDevelopment', '')).toEqual({ sessionId: null, learnInput: null });
    expect(parseChatPath('webDevelopment', `session/${id}`)).toEqual({ sessionId: id, learnInput: null });
    expect(parseChatPath('learn', `session/${id}`)).toEqual({ sessionId: id, learnInput: null });
    expect(parseChatPath('learn', 'What is 1/2 of 10?')).toEqual({ sessionId: null, learnInput: 'What is 1/2 of 10?' });
  });

  it.each([
    ['webDevelopment', 'foo'],
    ['webDevelopment', 'session'],
    ['webDevelopment', 'session/not-a-uuid'],
    ['dataEntry', `session/${id}/extra`],
    ['learn', 'session/not-a-uuid'],
  ] as const)('refuses /%s/%s', (bot, rest) => {
    expect(parseChatPath(bot, rest)).toBeNull();
  });
});
