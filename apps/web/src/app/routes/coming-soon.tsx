import { CHAT_BOTS, assistantTitle, type ChatBot } from '@vidya/contract';
import { Link, useLocation } from 'react-router';
import { tapLink } from '../../components/ui/button.tsx';
import { AppHeader } from '../../components/layout/app-header.tsx';
import { useProductName } from '../app-config.ts';

/** Stands in for screens of later issues (chat, assignments) so their routes and guards already work. */
export default function ComingSoonRoute() {
  const { pathname } = useLocation();
  const product = useProductName();
  const bot = CHAT_BOTS.find((b) => pathname.split('/')[1] === b) as ChatBot | undefined;
  return (
    <>
      <AppHeader />
      <main className="mx-auto flex max-w-xl flex-col gap-3 px-4 py-10 text-center">
        <h1 className="text-xl font-semibold">{bot ? `Welcome to ${assistantTitle(bot, product)}` : 'Coming soon'}</h1>
        <p className="text-slate-600">This part of {product} is being built. Please check back soon.</p>
        <Link to="/" className={`${tapLink} font-semibold text-brand-700 underline`}>
          Back to home
        </Link>
      </main>
    </>
  );
}
