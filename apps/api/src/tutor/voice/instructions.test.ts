import { fileURLToPath } from 'node:url';
import { COURSE_BOTS } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load-content.ts';
import { voiceInstructions } from './instructions.ts';

const content = loadContent(fileURLToPath(new URL('../../../../../content', import.meta.url)));

describe('voiceInstructions', () => {
  it('adapts the teacher for speech, with the course chapters as topics', () => {
    const prompt = voiceInstructions(content, 'Vidya', { bot: 'dataEntry', studentName: 'Asha Devi' });
    expect(prompt).toContain('Asha');
    expect(prompt).not.toContain('Asha Devi');
    expect(prompt).toContain('voice call');
    expect(prompt).toContain('- Typing Speed and Accuracy');
    expect(prompt).toContain('Stay on the Data Entry course.');
    expect(prompt).not.toMatch(/\*\*|#|\$/);
  });

  it('lists the courses for the Learning Assistant, and speaks of "the student" when no name is known', () => {
    const prompt = voiceInstructions(content, 'Vidya', { bot: 'learn', studentName: '  ' });
    expect(prompt).toMatch(/^You are the Vidya Learning Assistant/);
    expect(prompt).toContain("Use the student's name now and then");
    for (const bot of COURSE_BOTS) expect(prompt).toContain(`- ${content.courses[bot].title}`);
  });
});
