import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogleToken {
  aud: string;
  sub: string;
  email: string;
  email_verified: boolean;
  expires_in: number;
  given_name?: string;
  family_name?: string;
}

/** A local server speaking Google's tokeninfo and userinfo endpoints for the tokens a test registers. */
export async function startFakeGoogle() {
  const tokens = new Map<string, FakeGoogleToken>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const token =
      url.pathname === '/oauth2/v3/tokeninfo'
        ? url.searchParams.get('access_token')
        : req.headers.authorization?.replace(/^Bearer /, '');
    const info = token ? tokens.get(token) : undefined;
    if (!info || (url.pathname !== '/oauth2/v3/tokeninfo' && url.pathname !== '/oauth2/v3/userinfo')) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_token' }));
      return;
    }
    const body =
      url.pathname === '/oauth2/v3/tokeninfo'
        ? { azp: info.aud, aud: info.aud, sub: info.sub, email: info.email, email_verified: String(info.email_verified), expires_in: String(info.expires_in), scope: 'openid email profile' }
        : { sub: info.sub, email: info.email, given_name: info.given_name, family_name: info.family_name };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    addToken: (token: string, info: FakeGoogleToken) => tokens.set(token, info),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
