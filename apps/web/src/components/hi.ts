/** Hindi for the app's frame: header, menus, panels, shared controls (see i18n/hi.ts). */
export default {
  Language: 'भाषा',
  'Your language could not be saved to your account. Please try again.': 'आपकी भाषा आपके खाते में सेव नहीं हो पाई। कृपया फिर से कोशिश करें।',
  Loading: 'लोड हो रहा है',
  'Loading…': 'लोड हो रहा है…',
  'An AI teacher for your five IT courses. Free to try.': 'आपके पाँच IT कोर्स के लिए एक AI शिक्षक। मुफ़्त में आज़माएँ।',
  Chat: 'चैट',
  'Close notification': 'सूचना बंद करें',
  // react-toastify's region; Alt+T moves the focus to it.
  'Notifications Alt+T': 'सूचनाएँ Alt+T',
  'Account menu': 'खाता मेनू',
  Account: 'खाता',
  Menu: 'मेनू',
  Home: 'होम',
  'My Assignments': 'मेरे असाइनमेंट',
  Support: 'सहायता',
  Updates: 'अपडेट',
  'Contact us': 'संपर्क करें',
  'Sign out': 'साइन आउट',
  'Server error': 'सर्वर में गड़बड़ी',
  'Please sign in again.': 'कृपया फिर से साइन इन करें।',
  'Not found': 'नहीं मिला',
};
