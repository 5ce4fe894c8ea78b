import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
afterEach(() => vi.unstubAllGlobals());

describe('GoogleSignIn without a Google client id', () => {
  it('says why the button is off when the site has no Google sign-in', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { productName: 'Vidya', googleClientId: null })));
    renderRoute(<GoogleSignIn label="Sign in with Google" />);
    expect(await screen.findByText(/Google sign-in is not set up on this site/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  });

  it('still explains itself when the site settings cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(503, { message: 'Busy' })));
    renderRoute(<GoogleSignIn label="Sign in with Google" />);
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(await screen.findByText(/Google sign-in could not be loaded/)).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Use your email and password/);
  });
});
