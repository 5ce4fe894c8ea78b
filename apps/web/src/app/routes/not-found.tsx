import { Link } from 'react-router';

export default function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold">Page Not Found</h1>
      <p className="text-slate-600">The page you are looking for does not exist.</p>
      <Link to="/login" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Go Home
      </Link>
    </main>
  );
}
