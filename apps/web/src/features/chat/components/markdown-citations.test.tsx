import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { api, fakeApi, sentTo } from '../../../test/api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { CitationBotContext } from '../lib/citation-bot.ts';
import MarkdownMessage from './markdown-message.tsx';

const dataEntry = {
  chapters: [{ number: 4, title: 'Typing Speed and Accuracy', page: 34, sections: [{ heading: 'Gross Speed and Net Speed', page: 36 }] }],
};

function renderAnswer(text: string, bot: 'dataEntry' | 'learn' = 'dataEntry') {
  return renderRoute(
    <CitationBotContext value={bot}>
      <MarkdownMessage text={text} />
    </CitationBotContext>,
    { path: `/${bot}` },
  );
}

describe('citations in an answer', () => {
  beforeEach(() => {
    fakeApi.textbookPages = { dataEntry };
  });

  it('show a finished answer as its words until the page tables are in, then format it once, with its links', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.use(
      http.get('/textbooks/:file', async () => {
        await held;
        return undefined; // then the shared fake answers
      }),
    );
    renderAnswer('**Net speed** takes off errors.\n\n_From your course notes: Chapter 4: Typing Speed and Accuracy_');
    // Words without marks (not a formatted answer missing its links, parsed again a moment later).
    expect(await screen.findByText(/^Net speed takes off errors\./)).toBeInTheDocument();
    expect(document.querySelector('strong')).toBeNull();
    release();
    expect(await screen.findByRole('link', { name: 'Chapter 4: Typing Speed and Accuracy' })).toHaveAttribute('href', '?panel=textbook&chapter=4');
    expect(screen.getByText('Net speed').tagName).toBe('STRONG');
  });

  it('link to the textbook at the chapter and section; a click opens the panel in the URL', async () => {
    const { router } = renderAnswer('Net speed takes off errors.\n\n_From your course notes: Chapter 4: Typing Speed and Accuracy (Gross Speed and Net Speed)_');
    const link = await screen.findByRole('link', { name: 'Chapter 4: Typing Speed and Accuracy (Gross Speed and Net Speed)' });
    expect(link).toHaveAttribute('href', '?panel=textbook&chapter=4&section=Gross+Speed+and+Net+Speed');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(router.state.location.search).toBe('?panel=textbook&chapter=4&section=Gross+Speed+and+Net+Speed');
    expect(router.state.location.pathname).toBe('/dataEntry');
  });

  it("name another course's book from a general chat, and leave code and wrong titles alone", async () => {
    renderAnswer('See `Chapter 4: Typing Speed and Accuracy` and Chapter 4: Typing Tricks, or Chapter 4: Typing Speed and Accuracy (Data Entry course).', 'learn');
    const link = await screen.findByRole('link', { name: 'Chapter 4: Typing Speed and Accuracy (Data Entry course)' });
    expect(link).toHaveAttribute('href', '?panel=textbook&book=dataEntry&chapter=4');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Chapter 4: Typing Speed and Accuracy', { selector: 'code' })).toBeInTheDocument();
  });

  it('are plain text when the course has no page table', async () => {
    fakeApi.textbookPages = {};
    renderAnswer('From your course notes: Chapter 4: Typing Speed and Accuracy');
    expect(await screen.findByText(/From your course notes/)).toBeInTheDocument();
    await waitFor(() => expect(sentTo('/textbooks/dataEntry.pages.json')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
