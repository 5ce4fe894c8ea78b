import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { PublicOnly, RequireAuth, RequireStoredUser } from './guards.tsx';

// Every screen is its own chunk, so a phone downloads only the page it opens.
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
};
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  page(() => load().then((m) => ({ default: m[name] })));

const Landing = named(() => import('../features/landing/components/landing-page.tsx'), 'LandingPage');
const Login = named(() => import('../features/auth/components/login-form.tsx'), 'LoginForm');
const Signup = named(() => import('../features/auth/components/signup-form.tsx'), 'SignupForm');
const Forgot = named(() => import('../features/auth/components/forgot-password-form.tsx'), 'ForgotPasswordForm');
const Reset = named(() => import('../features/auth/components/reset-password-form.tsx'), 'ResetPasswordForm');
const CoursePicker = named(() => import('../features/courses/components/course-picker.tsx'), 'CoursePicker');
const NotFound = page(() => import('./routes/not-found.tsx'));
const ComingSoon = page(() => import('./routes/coming-soon.tsx'));

const protect = (el: ReactNode) => <RequireAuth>{el}</RequireAuth>;
const publicOnly = (el: ReactNode) => <PublicOnly>{el}</PublicOnly>;
const chatPaths = ['learn', 'learn/:learnBotInput', 'webDevelopment', 'dataEntry', 'itEssentials', 'crmVoice', 'ComputerHardware'];

export const router = createBrowserRouter([
  {
    path: '/',
    element: <RequireStoredUser>{Landing}</RequireStoredUser>,
    errorElement: <Navigate to="/not-found" replace />,
  },
  ...chatPaths.map((path) => ({ path: `/${path}`, element: protect(ComingSoon) })),
  { path: '/InformationTechnology', element: protect(CoursePicker) },
  { path: '/Assignments', element: protect(ComingSoon) },
  { path: '/TakeTest/:assignmentId', element: protect(ComingSoon) },
  { path: '/myAssignments', element: protect(ComingSoon) },
  { path: '/login', element: publicOnly(Login) },
  { path: '/signup', element: publicOnly(Signup) },
  { path: '/forgot-password', element: publicOnly(Forgot) },
  { path: '/reset-password/:token', element: Reset },
  { path: '/reset-password', element: Reset },
  { path: '/not-found', element: NotFound },
  { path: '*', element: <Navigate to="/not-found" replace /> },
]);
