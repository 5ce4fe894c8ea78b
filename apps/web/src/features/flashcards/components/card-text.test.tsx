import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardText, spokenCardText } from './card-text.tsx';

describe('CardText', () => {
  it('shows text without math as it is', () => {
    const { container } = render(<CardText text="Words per minute, a measure of typing speed." />);
    expect(container.textContent).toBe('Words per minute, a measure of typing speed.');
  });

  it('draws formulas with KaTeX, as the chat does, and keeps the words around them', async () => {
    const { container } = render(<CardText text="Net WPM: $60 - 2 = 58$." />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.textContent).toMatch(/^Net WPM: .*58.*\.$/);
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('says formulas in words for a screen reader', () => {
    expect(spokenCardText('Gross WPM: $360 \\div 6 = 60$.')).not.toContain('$');
    expect(spokenCardText('It costs $5 and $10.')).toBe('It costs $5 and $10.');
  });
});
