import { ANSWERS_IN_PROGRESS, SEND_FAILED } from '@vidya/contract';

/**
 * Hindi for the chat screen: header actions, study toolbar, welcome view, messages and their controls,
 * composer, attachments, history panel and undo bar, with the server's refusals the composer shows
 * (see i18n/hi.ts). The tutor's answers are content and are not translated here.
 */
export default {
  // The header and the study toolbar
  Syllabus: 'सिलेबस',
  Assignments: 'असाइनमेंट',
  'Chat with the AI first, so assignments and a personalised evaluation can be generated for you.':
    'पहले AI से चैट करें, ताकि आपके लिए असाइनमेंट और आपका अपना मूल्यांकन बन सके।',
  'New Chat': 'नई चैट',
  'Study tools': 'पढ़ाई के टूल',
  Textbook: 'टेक्स्टबुक',
  'Loading Textbook': 'टेक्स्टबुक लोड हो रही है',
  'Loading Whiteboard': 'व्हाइटबोर्ड लोड हो रहा है',
  'Loading Flashcards': 'फ़्लैशकार्ड लोड हो रहे हैं',
  'This panel could not load. Check your connection and try again.': 'यह पैनल लोड नहीं हो सका। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  'Loading chat': 'चैट लोड हो रही है',

  // The welcome view; the assistants' titles as the contract spells them (assistantTitle)
  'Welcome to {title}': '{title} में आपका स्वागत है',
  'How can I help you today?': 'आज मैं आपकी क्या मदद करूँ?',
  'Suggested questions': 'सुझाए गए सवाल',
  '{product} Learning Assistant': '{product} पढ़ाई सहायक',
  'Web Develpoment AI Assistant': 'Web Development AI सहायक',
  'Data Entry AI Assistant': 'Data Entry AI सहायक',
  'IT essentials AI Assistant': 'IT Essentials AI सहायक',
  'CRM Domestic Voice AI Assistant': 'CRM Domestic Voice AI सहायक',
  'Computer Hardware AI Assistant': 'Computer Hardware AI सहायक',
  '{product} Help': '{product} सहायता',

  // The conversation
  Conversation: 'बातचीत',
  'Teacher is typing': 'टीचर लिख रहे हैं',
  Attachments: 'अटैचमेंट',
  'Whiteboard drawing': 'व्हाइटबोर्ड ड्रॉइंग',
  'Sending…': 'भेजा जा रहा है…',
  'Waiting for a connection': 'इंटरनेट का इंतज़ार है',
  'Not sent': 'नहीं भेजा गया',
  Stopped: 'रोका गया',
  [SEND_FAILED]: 'जवाब नहीं आ सका।',
  'Last question': 'आखिरी सवाल',
  'Regenerate answer': 'दोबारा जवाब पाएँ',
  'Edit question': 'सवाल बदलें',

  // Under an answer. The follow-up chips are sent as the student's message: the tutor reads these
  // Hindi ones as the same follow-ups (आसान: simpler, उदाहरण: an example) and answers in Hindi.
  'Copy answer': 'जवाब कॉपी करें',
  Copy: 'कॉपी करें',
  Copied: 'कॉपी हो गया',
  'Copy failed': 'कॉपी नहीं हुआ',
  'Answer copied': 'जवाब कॉपी हो गया',
  'Could not copy; the answer is selected': 'कॉपी नहीं हो सका; जवाब चुन लिया गया है',
  'Follow-up': 'आगे के सवाल',
  'Explain more simply': 'और आसान भाषा में समझाइए',
  'Give an example': 'एक उदाहरण दीजिए',
  Options: 'विकल्प',
  'Options: tap one to answer': 'विकल्प: जवाब देने के लिए किसी एक पर टैप करें',
  'Your answer': 'आपका जवाब',

  // Inside a formatted answer: what surrounds the tutor's words
  Done: 'पूरा हुआ',
  'Not done': 'पूरा नहीं हुआ',
  ', opens in a new tab': ', नए टैब में खुलेगा',
  Picture: 'तस्वीर',
  '{name} (picture)': '{name} (तस्वीर)',
  Table: 'टेबल',
  code: 'कोड',
  'Copy code': 'कोड कॉपी करें',
  'Copy failed: the code is selected, copy it by hand': 'कॉपी नहीं हो सका: कोड चुन लिया गया है, इसे ख़ुद कॉपी करें',

  // The composer and its attachments
  'You are offline. Your message will be sent when you are back online.': 'आप ऑफ़लाइन हैं। इंटरनेट वापस आते ही आपका मैसेज भेज दिया जाएगा।',
  'Ask your teacher anything…': 'अपने टीचर से कुछ भी पूछें…',
  'Attach files': 'फ़ाइल जोड़ें',
  'Attach files (.pdf, .txt, .doc, .docx, .xls, .xlsx, images)': 'फ़ाइल जोड़ें (.pdf, .txt, .doc, .docx, .xls, .xlsx, फ़ोटो)',
  Message: 'मैसेज',
  'Stop generating': 'जवाब रोकें',
  'Files to send': 'भेजी जाने वाली फ़ाइलें',
  'Remove {name}': '{name} हटाएँ',
  // What the composer refuses before sending (lib/attachments.ts; the other two words are the server's too)
  '{file}: this type of file cannot be attached': '{file}: इस तरह की फ़ाइल नहीं जोड़ी जा सकती',
  'Your question is too long: please keep it within {max} characters.': 'आपका सवाल बहुत लंबा है: कृपया इसे {max} अक्षरों के अंदर रखें।',

  // The server's refusals of a question that only the chat meets (others are in i18n/server-hi.ts)
  'There is no question to answer again.': 'दोबारा जवाब देने के लिए कोई सवाल नहीं है।',
  [ANSWERS_IN_PROGRESS]: 'आपके टीचर अभी आपके पिछले सवालों के जवाब दे रहे हैं। उन जवाबों का इंतज़ार करें, फिर से पूछें।',

  // The history panel and deleting a chat
  'Chat History': 'चैट हिस्ट्री',
  'Close chat history': 'चैट हिस्ट्री बंद करें',
  '+ New Chat': '+ नई चैट',
  'No chats yet. Ask your first question!': 'अभी कोई चैट नहीं है। अपना पहला सवाल पूछें!',
  'Options for {name}': '{name} के विकल्प',
  Delete: 'हटाएँ',
  'Load more': 'और देखें',
  'Chat deleted': 'चैट हटा दी गई',
  'Could not delete the chat. Check your connection and try again.': 'चैट हटाई नहीं जा सकी। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
};
