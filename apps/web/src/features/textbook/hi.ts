/** Hindi for the textbook panel and the syllabus (see i18n/hi.ts). Course names stay in English. */
export default {
  // The textbook panel
  'Close Textbook': 'टेक्स्टबुक बंद करें',
  Contents: 'विषय-सूची',
  Search: 'खोजें',
  Pages: 'पेज',
  'Previous page': 'पिछला पेज',
  'Next page': 'अगला पेज',
  'Zoom out': 'छोटा करें',
  'Zoom in': 'बड़ा करें',
  Page: 'पेज',
  'Textbook pages': 'टेक्स्टबुक के पेज',
  'Loading the textbook…': 'टेक्स्टबुक लोड हो रही है…',
  'The textbook could not be loaded. Check your connection and try again.':
    'टेक्स्टबुक लोड नहीं हो सकी। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  'You are offline. The textbook needs a connection.': 'आप ऑफ़लाइन हैं। टेक्स्टबुक के लिए इंटरनेट चाहिए।',
  Retry: 'फिर से कोशिश करें',
  'Search in the book': 'किताब में खोजें',
  'Previous match': 'पिछला नतीजा',
  'Next match': 'अगला नतीजा',
  'Searching…': 'खोज रहे हैं…',
  'No match for “{query}”': '“{query}” नहीं मिला',
  '{current} of {total} matches': 'नतीजा {current}/{total}',
  'This book has no contents list.': 'इस किताब में विषय-सूची नहीं है।',

  // The syllabus
  '{course} Syllabus': '{course} सिलेबस',
  'Loading the syllabus…': 'सिलेबस लोड हो रहा है…',
  'The syllabus could not be loaded.': 'सिलेबस लोड नहीं हो सका।',
  'No.': 'क्रम',
  Chapter: 'अध्याय',
  'Your score': 'आपका स्कोर',
  Continue: 'आगे बढ़ें',
};
