import { useQueryClient } from '@tanstack/react-query';
import { CHAT_BOTS, type ChatBot } from '@vidya/contract';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { PageShell } from '../components/ui/page-shell.tsx';
import { getSessionQueryOptions } from '../features/chat/api/get-session.ts';
import { parseChatPath } from '../features/chat/lib/chat-path.ts';
import { setSignedOutHandler } from '../lib/api-client.ts';
import { useProductName } from './app-config.ts';
import { PublicOnly, RequireAuth, RequireStoredUser } from './guards.tsx';
import { RouteError } from './routes/route-error.tsx';

// Every screen is its own chunk, so a phone downloads only the page it opens. Declarative routes
// (not the data router) keep React Router's share of the first download small.
const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <Suspense fallback={<PageShell />}>
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
const Assignments = lazyPage(() => import('../features/assignments/components/assignments-page.tsx'), 'AssignmentsPage');
const TakeTest = lazyPage(() => import('../features/assignments/components/take-test-page.tsx'), 'TakeTestPage');
const MyAssignments = lazyPage(() => import('../features/assignments/components/my-assignments-page.tsx'), 'MyAssignmentsPage');
const loadChat = () => import('../features/chat/components/chat-page.tsx');
const ChatPage = lazy(() => loadChat().then((m) => ({ default: m.ChatPage })));

/**
 * The landing page's question opens the chat: its chunk is fetched once the landing page is idle, so
 * a question asked after the connection dropped still reaches a chat that can queue it.
 */
function PrefetchChat() {
  useEffect(() => {
    const prefetch = () => void loadChat().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(prefetch, 2_000);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(prefetch, { timeout: 5_000 });
    return () => cancelIdleCallback(id);
  }, []);
  return null;
}

/** The chat screen, for the known shapes of path only: /{bot}, /{bot}/session/{uuid}, /learn/{question}. */
function ChatRoute({ bot }: { bot: ChatBot }) {
  const rest = useParams()['*'] ?? '';
  const path = parseChatPath(bot, rest);
  const queryClient = useQueryClient();
  // A saved session's messages are fetched beside the chat screen's chunk, not after it (a round
  // trip less on a slow connection before the conversation shows). The chat reads the same entry.
  const sessionId = path?.sessionId;
  useEffect(() => {
    if (sessionId) void queryClient.prefetchQuery(getSessionQueryOptions(sessionId));
  }, [sessionId, queryClient]);
  if (!path) return <Navigate to="/not-found" replace />;
  return (
    <Suspense fallback={<PageShell />}>
      <ChatPage key={bot} bot={bot} />
    </Suspense>
  );
}

/** When the session cannot be refreshed, the api client sends the student to /login. */
function SignedOutRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setSignedOutHandler(() => void navigate('/login', { replace: true }));
  }, [navigate]);
  return null;
}

/** The browser tab carries the configured product name too. */
function DocumentTitle() {
  const product = useProductName();
  useEffect(() => {
    document.title = product;
  }, [product]);
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
      <DocumentTitle />
      <AppRouteTree />
    </BrowserRouter>
  );
}

/**
 * Every route sits inside an error boundary: a page that throws, or whose chunk failed to download,
 * shows a Reload button rather than a blank screen. A rendering error on / still goes to /not-found
 * (spec section 2).
 */
function AppRouteTree() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<RouteError />} resetKey={pathname}>
      <Routes>
        <Route
          path="/"
          element={
            <ErrorBoundary fallback={<Navigate to="/not-found" replace />}>
              <RequireStoredUser>
                {Landing}
                <PrefetchChat />
              </RequireStoredUser>
            </ErrorBoundary>
          }
        />
        {chatBots.map((bot) => (
          <Route key={bot} path={`/${bot}/*`} element={protect(<ChatRoute bot={bot} />)} />
        ))}
        <Route path="/InformationTechnology" element={protect(CoursePicker)} />
        <Route path="/Assignments" element={protect(Assignments)} />
        <Route path="/TakeTest/:assignmentId" element={protect(TakeTest)} />
        <Route path="/myAssignments" element={protect(MyAssignments)} />
        <Route path="/login" element={publicOnly(Login)} />
        <Route path="/signup" element={publicOnly(Signup)} />
        <Route path="/forgot-password" element={publicOnly(Forgot)} />
        <Route path="/reset-password/:token" element={Reset} />
        <Route path="/reset-password" element={Reset} />
        <Route path="/not-found" element={NotFound} />
        <Route path="*" element={<Navigate to="/not-found" replace />} />
      </Routes>
    </ErrorBoundary>
  );
}
