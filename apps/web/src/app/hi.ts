/** Hindi for the app's own routes: the not-found page and a page that failed to load (see i18n/hi.ts). */
export default {
  'Page Not Found': 'पेज नहीं मिला',
  'The page you are looking for does not exist.': 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।',
  'Go Home': 'होम पेज पर जाएँ',
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  'This page could not be loaded. Please check your internet connection and try again.':
    'यह पेज लोड नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  Reload: 'फिर से लोड करें',
};
