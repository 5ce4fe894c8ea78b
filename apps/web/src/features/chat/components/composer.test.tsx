import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer.tsx';

const setup = (result: 'sent' | 'refused' | 'skipped' = 'sent', refusal: string | null = null) => {
  const onSend = vi.fn(async () => result);
  render(<Composer onSend={onSend} disabled={false} refusal={refusal} onChange={() => undefined} />);
  return { onSend, box: screen.getByLabelText('Message') };
};

/** A browser that answers `(pointer: fine)` as a laptop (true) or a phone (false) would. */
const pointer = (fine: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: fine && query === '(pointer: fine)', media: query }));
afterEach(() => vi.unstubAllGlobals());

describe('Composer focus', () => {
  it('is ready to type in when the chat opens on a laptop', () => {
    pointer(true);
    expect(setup().box).toHaveFocus();
  });

  it('leaves the focus alone on a phone, so the keyboard does not pop up', () => {
    pointer(false);
    expect(setup().box).not.toHaveFocus();
  });
});

describe('Composer', () => {
  it('sends on Enter and clears the box', async () => {
    const user = userEvent.setup();
    const { onSend, box } = setup();
    await user.type(box, 'What is RAM?{Enter}');
    expect(onSend).toHaveBeenCalledWith('What is RAM?', []);
    expect(box).toHaveValue('');
  });

  it('makes a new line on Shift+Enter without sending', async () => {
    const user = userEvent.setup();
    const { onSend, box } = setup();
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send blank or whitespace-only text', async () => {
    const user = userEvent.setup();
    const { onSend, box } = setup();
    await user.type(box, '   {Enter}');
    await user.type(box, '{Shift>}{Enter}{/Shift}{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('lists picked files with remove buttons and sends them', async () => {
    const user = userEvent.setup();
    const { onSend, box } = setup();
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByTestId('attach-input'), file);
    expect(await screen.findByRole('button', { name: 'Remove notes.txt' })).toBeInTheDocument();
    await user.type(box, 'Read this{Enter}');
    expect(onSend).toHaveBeenCalledWith('Read this', [file]);
  });

  it('refuses a file type the spec does not allow, and more than five files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    setup();
    await user.upload(screen.getByTestId('attach-input'), new File(['MZ'], 'tool.exe'));
    expect(await screen.findByRole('alert')).toHaveTextContent('tool.exe: this type of file cannot be attached');
    const six = Array.from({ length: 6 }, (_, i) => new File(['x'], `f${i}.txt`, { type: 'text/plain' }));
    await user.upload(screen.getByTestId('attach-input'), six);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can attach at most 5 files.');
  });

  it('puts a refused message back in the box and shows the server reason', async () => {
    const user = userEvent.setup();
    const { box } = setup('refused', 'cat.png: this file is not really an image');
    await user.type(box, 'Look{Enter}');
    expect(await screen.findByDisplayValue('Look')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('cat.png: this file is not really an image');
  });

  it('puts a skipped message back in the box (sent while the first one was still starting the chat)', async () => {
    const user = userEvent.setup();
    const { onSend, box } = setup('skipped');
    await user.type(box, 'Second question{Enter}');
    expect(onSend).toHaveBeenCalledWith('Second question', []);
    expect(await screen.findByDisplayValue('Second question')).toBeInTheDocument();
  });
});

describe('Composer length limit', () => {
  it('over 4,000 characters: says the limit, keeps every character, and does not send until shorter', async () => {
    const user = userEvent.setup();
    const { onSend, box } = setup();
    box.focus();
    await user.paste('a'.repeat(4001));
    expect(box).toHaveValue('a'.repeat(4001));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your question is too long: please keep it within 4,000 characters.',
    );
    expect(screen.getByText('4,001/4,000')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}{Enter}');
    expect(onSend).toHaveBeenCalledWith('a'.repeat(4000), []);
  });
});
