/** API paths, shared so the web app and the server can never drift apart. */
export const API = {
  config: '/api/config',
  health: '/api/health',
  auth: {
    login: '/api/auth/login',
    googleLogin: '/api/auth/googleLogin',
    register: '/api/auth/register',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: (token: string) => `/api/auth/reset-password/${encodeURIComponent(token)}`,
    logout: '/api/auth/logout',
    refresh: '/api/auth/refresh',
    me: '/api/auth/me',
  },
} as const;
