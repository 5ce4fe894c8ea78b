// No zod here: the web app's first download imports this module.

/** The api's messages that have values in them, by code: the English the api sends, with {placeholders}. */
export const SERVER_MESSAGES = {
  tooManyAttemptsSeconds: 'Too many attempts. Please wait {seconds} seconds and try again.',
  tooManyAttemptsMinutes: 'Too many attempts. Please wait {minutes} minutes and try again.',
  resetsFromNetwork: 'Too many reset requests from your network. Please wait {minutes} minutes and try again.',
  resetsForEmail: 'Too many reset requests for this email. Please wait {minutes} minutes and check your inbox.',
  chatsLimit: 'You have {max} chats, the most one student can keep. Delete old chats in Chat History, then start a new one.',
  messagesLimit: 'This chat has reached its limit of {max} messages. Start a new chat to keep asking.',
  storageLimit:
    'These files would pass your storage limit of {max} (your chats hold {used} of files). Deleting old chats frees the space their files take; then send again.',
  assignmentsToday: 'You have made {max} assignments today, the most for one day. Come back tomorrow for more.',
  flashcardSetsToday: 'You have made {max} flashcard sets today, the most for one day. Come back tomorrow for more.',
  tooManyFiles: 'You can attach at most {max} files.',
  fileTooLarge: '{file}: this file is larger than {max}',
  fileRefused: '{file}: {reason}',
  voicePartlySaved:
    'This chat reached its limit of {max} messages: the first {kept} lines of the call were saved, the rest were not. Start a new chat to keep talking.',
  voiceNotSaved: 'This chat has reached its limit of {max} messages, so this call could not be saved here. Start a new chat to keep talking.',
  noSuchQuestion: 'There is no question {number} in this assignment.',
  unansweredQuestion: 'Answer every question before submitting (question {number} has no answer).',
  invalidField: '{field}: {reason}',
} as const;
export type ServerMessageCode = keyof typeof SERVER_MESSAGES;
export type ServerMessageParams = Record<string, string | number>;

/** The English message for a code, with its values filled in. */
export const serverMessage = (code: ServerMessageCode, params: ServerMessageParams) =>
  SERVER_MESSAGES[code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
