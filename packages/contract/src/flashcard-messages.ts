/** The spec's flashcard messages (section 8), exactly as written; a module of their own, so only the flashcards panel's chunk carries them. */
export const FLASHCARD_MESSAGES = {
  loading: 'Loading flashcards...',
  choose: 'Choose flashcard set to revise',
  noSets: 'No sets created',
  deleted: 'Flashcard set deleted. You can browse other sets or create a new one to continue learning.',
  /** A session with no set yet. */
  noneForChat:
    'No flashcards available for this chat. Start by having a short conversation with the AI (at least 6–8 messages), then create a flashcard set to review key concepts.',
  /** No session yet (the spec's variant with 'chatbot' and 'chat session'). */
  noneForChatbot:
    'No flashcards available for this chatbot. Start by having a short chat session with the AI (at least 6–8 messages), then create a flashcard set to review key concepts.',
  notEnoughConversation:
    'Looks like there isn’t enough conversation yet! Have a quick exchange of 6–8 messages with the AI so we can build your flashcard set properly.',
} as const;
