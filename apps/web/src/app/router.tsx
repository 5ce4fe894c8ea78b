import { CHAT_BOTS, type ChatBot } from '@vidya/contract';
import { Component, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { setSignedOutHandler } from '../lib/api-client.ts';
import { PublicOnly, RequireAuth, RequireStoredUser } from './guards.tsx';

// Every screen is its own chunk, so a phone downloads only the page it opens. Declarative routes
// (not the data router) keep React Router's share of the first download small.
const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
};

const Landing = lazyPage(() => import('../features/landing/components/landing-page.tsx'), 'LandingPage');
const Login = lazyPage(() => import('../features/auth/components/login-form.tsx'), 'LoginForm');
const Signup = lazyPage(() => import('../features/auth/components/signup-form.tsx'), 'SignupForm');
const Forgot = lazyPage(() => import('../features/auth/components/forgot-password-form.tsx'), 'ForgotPasswordForm');
const Reset = lazyPage(() => import('../features/auth/components/reset-password-form.tsx'), 'ResetPasswordForm');
const CoursePicker = lazyPage(() => import('../features/courses/components/course-picker.tsx'), 'CoursePicker');
const NotFound = lazyPage(() => import('./routes/not-found.tsx'), 'default');
const ComingSoon = lazyPage(() => import('./routes/coming-soon.tsx'), 'default');
const ChatPage = lazy(() => import('../features/chat/components/chat-page.tsx').then((m) => ({ default: m.ChatPage })));
const chat = (bot: ChatBot) => (
  <Suspense fallback={<Spinner />}>
    <ChatPage key={bot} bot={bot} />
  </Suspense>
);

/** A rendering error on / goes to /not-found (spec section 2). */
class RedirectOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Navigate to="/not-found" replace /> : this.props.children;
  }
}

/** When the session cannot be refreshed, the api client sends the student to /login. */
function SignedOutRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setSignedOutHandler(() => void navigate('/login', { replace: true }));
  }, [navigate]);
  return null;
}

const protect = (el: ReactNode) => <RequireAuth>{el}</RequireAuth>;
const publicOnly = (el: ReactNode) => <PublicOnly>{el}</PublicOnly>;
// One route per bot with a splat, so /learn/{question} and /{bot}/session/{id} keep the same screen mounted.
const chatBots = CHAT_BOTS.filter((b) => b !== 'nios');

export function AppRoutes() {
  return (
    <BrowserRouter>
      <SignedOutRedirect />
      <Routes>
        <Route
          path="/"
          element={
            <RedirectOnError>
              <RequireStoredUser>{Landing}</RequireStoredUser>
            </RedirectOnError>
          }
        />
        {chatBots.map((bot) => (
          <Route key={bot} path={`/${bot}/*`} element={protect(chat(bot))} />
        ))}
        <Route path="/InformationTechnology" element={protect(CoursePicker)} />
        <Route path="/Assignments" element={protect(ComingSoon)} />
        <Route path="/TakeTest/:assignmentId" element={protect(ComingSoon)} />
        <Route path="/myAssignments" element={protect(ComingSoon)} />
        <Route path="/login" element={publicOnly(Login)} />
        <Route path="/signup" element={publicOnly(Signup)} />
        <Route path="/forgot-password" element={publicOnly(Forgot)} />
        <Route path="/reset-password/:token" element={Reset} />
        <Route path="/reset-password" element={Reset} />
        <Route path="/not-found" element={NotFound} />
        <Route path="*" element={<Navigate to="/not-found" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
