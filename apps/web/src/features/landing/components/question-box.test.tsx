import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { QuestionBox } from './question-box.tsx';

const question = 'Line one / 50% ?\n#two 🙂';

async function ask(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  const user = userEvent.setup();
  const { router } = renderRoute(<QuestionBox />);
  await user.type(screen.getByLabelText('Ask a question'), 'Line one / 50% ?{Shift>}{Enter}{/Shift}#two 🙂');
  await user.keyboard('{Enter}');
  return router;
}

describe('QuestionBox', () => {
  it('takes the question to /learn in router state, whatever it contains', async () => {
    const router = await ask(true);
    expect(router.state.location.pathname).toBe('/learn');
    expect(router.state.location.state).toEqual({ question });
    // Sent while online: Back finds an empty box.
    await router.navigate(-1);
    expect(await screen.findByLabelText('Ask a question')).toHaveValue('');
  });

  it('keeps the text for Back when it was asked offline', async () => {
    const router = await ask(false);
    expect(router.state.location.state).toEqual({ question });
    await router.navigate(-1);
    expect(await screen.findByLabelText('Ask a question')).toHaveValue(question);
  });
});
