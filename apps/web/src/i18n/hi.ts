import auth from '../features/auth/hi.ts';
import chat from '../features/chat/hi.ts';
import common from '../components/hi.ts';
import server from './server-hi.ts';
import voice from '../features/voice/hi.ts';
import whiteboard from '../features/whiteboard/hi.ts';
import widget from '../features/widget/hi.ts';
import landing from '../features/landing/hi.ts';
import courses from '../features/courses/hi.ts';
import app from '../app/hi.ts';
import assignments from '../features/assignments/hi.ts';
import flashcards from '../features/flashcards/hi.ts';
import textbook from '../features/textbook/hi.ts';

/**
 * The Hindi catalog: each English message (its key, as the code writes it) in Hindi. Loaded only
 * when the app is in Hindi. Technical terms and product names stay in English beside the Hindi, as
 * the Hindi edition of the notes writes them.
 */
export default { ...common, ...server, ...auth, ...chat, ...voice, ...whiteboard, ...widget, ...landing, ...courses, ...app, ...assignments, ...flashcards, ...textbook };
