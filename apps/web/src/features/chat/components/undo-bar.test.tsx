import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { UndoBar } from './undo-bar.tsx';

/** A Delete button that raises the bar, and a way to let the undo window run out. */
function WithDelete() {
  const [pending, setPending] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPending(true)}>
        Delete
      </button>
      <button type="button" onClick={() => setPending(false)}>
        Window ends
      </button>
      <UndoBar visible={pending} onUndo={() => setPending(false)} />
    </>
  );
}

describe('UndoBar', () => {
  it('says the chat was deleted, puts the focus on Undo, and gives it back when undone', async () => {
    const user = userEvent.setup();
    render(<WithDelete />);
    const del = screen.getByRole('button', { name: 'Delete' });
    await user.click(del);
    expect(screen.getByRole('status')).toHaveTextContent('Chat deleted');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(del).toHaveFocus();
  });

  it('leaves the focus alone when the student has moved on before the bar goes', async () => {
    const user = userEvent.setup();
    render(<WithDelete />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const elsewhere = screen.getByRole('button', { name: 'Window ends' });
    await user.click(elsewhere);
    expect(elsewhere).toHaveFocus();
  });
});
