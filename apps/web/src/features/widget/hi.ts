/** Hindi for the landing page's Ask assistant (see i18n/hi.ts). */
export default {
  'Open the Ask assistant': 'Ask सहायक खोलें',
  'Close the Ask assistant': 'Ask सहायक बंद करें',
  '1 new message': '1 नया संदेश',
  'Ask assistant': 'Ask सहायक',
  'Ask {product}': '{product} से पूछें',
  Close: 'बंद करें',
  'Hi! Ask me how {product} works, about the courses, or about open schooling.':
    'नमस्ते! मुझसे पूछें कि {product} कैसे काम करता है, कोर्स के बारे में, या ओपन स्कूलिंग के बारे में।',
  Messages: 'संदेश',
  'Your question': 'आपका सवाल',
  'Type your question…': 'अपना सवाल टाइप करें…',
  Send: 'भेजें',
};
