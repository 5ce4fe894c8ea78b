import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, fakeApi, json } from '../../../test/api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';


describe('GoogleSignIn without a Google client id', () => {
  it('says why the button is off when the site has no Google sign-in', async () => {
    fakeApi.config = { productName: 'Vidya', googleClientId: null };
    renderRoute(<GoogleSignIn label="Sign in with Google" />);
    expect(await screen.findByText(/Google sign-in is not set up on this site/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  });

  it('still explains itself when the site settings cannot be loaded', async () => {
    api.use(http.get('/api/config', () => json({ message: 'Busy' }, 503)));
    renderRoute(<GoogleSignIn label="Sign in with Google" />);
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(await screen.findByText(/Google sign-in could not be loaded/)).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Use your email and password/);
  });
});
