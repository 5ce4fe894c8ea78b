/** Hindi for the landing page: greeting, question box and course areas (see i18n/hi.ts). */
export default {
  'Namaste, {firstName}!': 'नमस्ते, {firstName}!',
  'What do you want to learn today?': 'आज आप क्या सीखना चाहते हैं?',
  'Ask a question': 'सवाल पूछें',
  'Ask anything, e.g. What is a spreadsheet formula?': 'कुछ भी पूछें, जैसे: स्प्रेडशीट फ़ॉर्मूला क्या होता है?',
  Ask: 'पूछें',
  'Choose a course area': 'कोर्स का क्षेत्र चुनें',
  // The one open area keeps its English name, as the Hindi notes and the course names do.
  'Information Technology': 'Information Technology',
  '5 courses →': '5 कोर्स →',
  'Agriculture & Animal Husbandry': 'कृषि और पशुपालन',
  'Business & Secretarial Practices': 'बिज़नेस और सेक्रेटरी का काम',
  'Electrical & Electronics': 'इलेक्ट्रिकल और इलेक्ट्रॉनिक्स',
  'Automotive & Mechanical': 'ऑटोमोबाइल और मैकेनिकल',
  'Healthcare & Paramedical Sciences': 'हेल्थकेयर और पैरामेडिकल',
  'Coming Soon': 'जल्द आ रहा है',
  'Looking for a study centre near you?': 'अपने पास कोई अध्ययन केंद्र ढूँढ रहे हैं?',
  'Find a study centre': 'अध्ययन केंद्र खोजें',
};
