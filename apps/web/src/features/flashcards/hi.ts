/** Hindi for the Flashcards panel and revising, with the contract's and the server's messages (see i18n/hi.ts). */
export default {
  Flashcards: 'फ़्लैशकार्ड',
  'Close Flashcards': 'फ़्लैशकार्ड बंद करें',
  Sets: 'सेट',
  Revise: 'दोहराएँ',
  'Revise ({count} due)': 'दोहराएँ ({count} बाकी)',
  'Loading...': 'लोड हो रहा है...',
  'Create Flashcard Set': 'फ़्लैशकार्ड सेट बनाएँ',
  'Delete Set': 'सेट हटाएँ',
  'Could not create the flashcard set. Please try again.': 'फ़्लैशकार्ड सेट नहीं बन सका। कृपया फिर से कोशिश करें।',

  // The contract's FLASHCARD_MESSAGES
  'Loading flashcards...': 'फ़्लैशकार्ड लोड हो रहे हैं...',
  'Choose flashcard set to revise': 'दोहराने के लिए फ़्लैशकार्ड सेट चुनें',
  'No sets created': 'अभी कोई सेट नहीं बना है',
  'Flashcard set deleted. You can browse other sets or create a new one to continue learning.':
    'फ़्लैशकार्ड सेट हटा दिया गया। आगे पढ़ने के लिए दूसरे सेट देखें या नया सेट बनाएँ।',
  'No flashcards available for this chat. Start by having a short conversation with the AI (at least 6–8 messages), then create a flashcard set to review key concepts.':
    'इस चैट के लिए अभी कोई फ़्लैशकार्ड नहीं है। पहले AI से थोड़ी बातचीत करें (कम से कम 6–8 मैसेज), फिर मुख्य बातें दोहराने के लिए फ़्लैशकार्ड सेट बनाएँ।',
  'No flashcards available for this chatbot. Start by having a short chat session with the AI (at least 6–8 messages), then create a flashcard set to review key concepts.':
    'इस चैटबॉट के लिए अभी कोई फ़्लैशकार्ड नहीं है। पहले AI से एक छोटी चैट करें (कम से कम 6–8 मैसेज), फिर मुख्य बातें दोहराने के लिए फ़्लैशकार्ड सेट बनाएँ।',
  'Looks like there isn’t enough conversation yet! Have a quick exchange of 6–8 messages with the AI so we can build your flashcard set properly.':
    'लगता है अभी बातचीत काफ़ी नहीं हुई है! AI से 6–8 मैसेज की छोटी बातचीत करें, ताकि आपका फ़्लैशकार्ड सेट ठीक से बन सके।',

  // The server's refusals (apps/api tutor/flashcards/material.ts; the coded ones are in i18n/server-hi.ts)
  'This conversation has not touched the course notes yet, so there is nothing to make flashcards from. Ask the tutor about a topic of your course, then try again.':
    'इस बातचीत में अभी कोर्स के नोट्स की कोई बात नहीं आई है, इसलिए फ़्लैशकार्ड बनाने के लिए कुछ नहीं है। ट्यूटर से अपने कोर्स का कोई टॉपिक पूछें, फिर से कोशिश करें।',
  'The course notes this conversation used have no terms or worked examples to make flashcards from. Ask the tutor about another topic of your course, then try again.':
    'इस बातचीत में आए कोर्स नोट्स में फ़्लैशकार्ड बनाने लायक कोई शब्द या हल किया हुआ उदाहरण नहीं है। ट्यूटर से अपने कोर्स का कोई दूसरा टॉपिक पूछें, फिर से कोशिश करें।',

  // The name the server gives the set it makes from an assignment's mistakes (apps/api flashcards.service.ts)
  'Questions to revise from your assignment': 'असाइनमेंट से दोहराने वाले सवाल',

  // A set's cards
  '@{name} ({count} cards)': '@{name} ({count} कार्ड)',
  Previous: 'पिछला',
  Next: 'अगला',
  'Show Front': 'सवाल देखें',
  '({index}/{count}) Show Back': '({index}/{count}) जवाब देखें',
  'Hide Preview': 'पूरा सेट छिपाएँ',
  'Preview Set': 'पूरा सेट देखें',
  Preview: 'पूरा सेट',
  'Q{number}:': 'सवाल {number}:',
  'Answer: {text}': 'जवाब: {text}',
  'Question: {text}': 'सवाल: {text}',
  'Turn the card over': 'कार्ड पलटें',
  'Chapter {number}: {title}': 'अध्याय {number}: {title}',

  // Revise
  '{count} card due today': 'आज {count} कार्ड दोहराना है',
  '{count} cards due today': 'आज {count} कार्ड दोहराने हैं',
  ', {count} due': ', {count} बाकी',
  'flashcard due today': 'फ़्लैशकार्ड आज दोहराना है',
  'flashcards due today': 'फ़्लैशकार्ड आज दोहराने हैं',
  'Could not load the cards due. Please try again.': 'आज के कार्ड लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
  'Undo last answer': 'पिछला जवाब वापस लें',
  Forgot: 'भूल गए',
  'Got it': 'याद था',
  'again in {interval}': '{interval} में फिर से',
  'next in {interval}': 'अगली बार {interval} में',
  'Show answer': 'जवाब देखें',
  'No cards due today. Well done! Come back tomorrow.': 'आज दोहराने के लिए कोई कार्ड नहीं है। शाबाश! कल फिर आइए।',
  'That did not reach the server. Please try again.': 'यह सर्वर तक नहीं पहुँचा। कृपया फिर से कोशिश करें।',
  '{count} min': '{count} मिनट',
  '{count} h': '{count} घंटे',
  '{count} day': '{count} दिन',
  '{count} days': '{count} दिन',
  '{count} month': '{count} महीने', // after में ('1 महीने में'), as every interval is shown
  '{count} months': '{count} महीने',
};
