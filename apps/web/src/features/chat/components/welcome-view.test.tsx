import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { WelcomeView } from './welcome-view.tsx';

beforeEach(() => {
  fakeApi.welcomeQuestions = { '1': 'What is HTML?', '2': 'What is CSS?', '3': 'What is a tag?', '4': 'What is a link?', '5': 'Extra' };
});

describe('WelcomeView', () => {
  it("greets with the spec's assistant title (its spelling) and up to four questions that send when clicked", async () => {
    const onPick = vi.fn();
    renderRoute(<WelcomeView bot="webDevelopment" onPick={onPick} />);
    expect(screen.getByRole('heading', { name: 'Welcome to Web Develpoment AI Assistant' })).toBeInTheDocument();
    expect(screen.getByText('How can I help you today?')).toBeInTheDocument();
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['What is HTML?', 'What is CSS?', 'What is a tag?', 'What is a link?']);
    await userEvent.setup().click(buttons[1]!);
    expect(onPick).toHaveBeenCalledWith('What is CSS?');
  });

  it('names the learn bot after the product', async () => {
    renderRoute(<WelcomeView bot="learn" onPick={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Welcome to Vidya Learning Assistant' })).toBeInTheDocument();
  });
});
