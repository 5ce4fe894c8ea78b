import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProductName } from '../../../app/app-config.ts';
import { tapLink } from '../../../components/ui/button.tsx';
import { LanguageToggle } from '../../../components/ui/language-switch.tsx';

/** The centred card every sign-in screen sits in. */
export function AuthLayout({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const product = useProductName();
  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center px-4 py-8">
      {/* In the page's flow on a phone (above the name, never over it); in the corner on a wide screen. */}
      <div className="mb-3 flex w-full max-w-sm justify-end md:absolute md:top-3 md:right-3 md:mb-0 md:w-auto">
        <LanguageToggle />
      </div>
      <Link to="/" className={`${tapLink} mb-4 text-2xl font-bold text-brand-700`}>
        {product}
      </Link>
      {intro}
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 className="mb-5 text-xl font-semibold">{title}</h1>
        {children}
      </div>
      {footer && <div className="mt-4 text-center text-sm text-slate-600">{footer}</div>}
    </main>
  );
}
