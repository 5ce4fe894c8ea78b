import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../test/api.ts';
import SyllabusDialog from './syllabus-dialog.tsx';

// jsdom has <dialog> but not its modal methods: just open and close it.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

const chapters = ['Basics of Office Productivity Tools', 'Computer Networks and the Internet', 'Safety and Security'];

function renderDialog() {
  fakeApi.textbookPages = { webDevelopment: { chapters: chapters.map((title, i) => ({ number: i + 1, title, page: 3 + i * 10, sections: [] })) } };
  const props = { onContinue: vi.fn(), onOpenChapter: vi.fn(), onClose: vi.fn() };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const view = render(
    <QueryClientProvider client={client}>
      <SyllabusDialog bot="webDevelopment" {...props} />
    </QueryClientProvider>,
  );
  return { ...props, opener, view };
}

describe('SyllabusDialog', () => {
  it('shows the student’s score beside each chapter once an assignment has scored one', async () => {
    fakeApi.mastery = [{ chapter: 2, title: chapters[1]!, asked: 4, correct: 3, mastery: 0.75 }];
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Web Development Syllabus' });
    expect(await within(dialog).findByRole('columnheader', { name: 'Your score' })).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'No.ChapterYour score',
      '1Basics of Office Productivity Tools–',
      '2Computer Networks and the Internet75 %',
      '3Safety and Security–',
    ]);
  });

  it("shows the course's chapters as a table of number and name", async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Web Development Syllabus' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['No.Chapter', '1Basics of Office Productivity Tools', '2Computer Networks and the Internet', '3Safety and Security']);
  });

  it('Continue opens the textbook; a chapter opens it at that chapter; Escape and × close', async () => {
    const { onContinue, onOpenChapter, onClose } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Safety and Security' }));
    expect(onOpenChapter).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true })); // what Escape fires
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to what had it when it closes', async () => {
    const { opener, view } = renderDialog();
    await screen.findByRole('button', { name: 'Continue' });
    view.unmount();
    expect(document.activeElement).toBe(opener);
  });
});

describe('SyllabusDialog in Hindi', () => {
  afterEach(async () => {
    cleanup();
    await switchLanguage('en');
  });

  it('reads in Hindi with the course name in English, and in the spec English once switched back', async () => {
    fakeApi.mastery = [{ chapter: 2, title: chapters[1]!, asked: 4, correct: 3, mastery: 0.75 }];
    await switchLanguage('hi');
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Web Development सिलेबस' });
    expect(await within(dialog).findByRole('columnheader', { name: 'आपका स्कोर' })).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'अध्याय' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'आगे बढ़ें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();

    await act(() => switchLanguage('en'));
    expect(screen.getByRole('dialog', { name: 'Web Development Syllabus' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Your score' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});
