/** Hindi for making, taking and reviewing assignments, with the server's uncoded refusals (see i18n/hi.ts). */
export default {
  // /Assignments
  'Invalid or missing session ID': 'सेशन ID गलत है या मिली नहीं',
  'Test your knowledge': 'अपनी समझ जाँचें',
  'The questions are made from what you learned in your current chat with the AI.':
    'सवाल उन बातों से बनते हैं जो आपने AI के साथ अपनी अभी की चैट में सीखी हैं।',
  'Choose one answer for every question; you can change an answer until you submit.':
    'हर सवाल का एक जवाब चुनें; सबमिट करने से पहले आप जवाब बदल सकते हैं।',
  'Submit to see your score and a detailed report, which you can also download as a PDF.':
    'सबमिट करने पर आपको अपना स्कोर और पूरी रिपोर्ट दिखेगी, जिसे आप PDF में डाउनलोड भी कर सकते हैं।',
  'Generating...': 'बन रहा है...',
  'Generate Assignment': 'असाइनमेंट बनाएँ',
  'Chat with the AI first: an assignment needs at least {count} messages.':
    'पहले AI से चैट करें: असाइनमेंट के लिए कम से कम {count} मैसेज चाहिए।',
  'This chat has not covered a course topic yet. Ask the AI about your course, then try again.':
    'इस चैट में अभी कोर्स का कोई टॉपिक नहीं आया है। AI से अपने कोर्स के बारे में पूछें, फिर से कोशिश करें।',

  // /TakeTest
  'Loading assignment...': 'असाइनमेंट लोड हो रहा है...',
  'Question {number}': 'सवाल {number}',
  '{answered}/{total} questions answered': 'जवाब दिए: {answered}/{total}',
  '{count} questions remaining': '{count} सवाल बाकी',
  'Submitting...': 'सबमिट हो रहा है...',
  'Submit Assessment': 'टेस्ट सबमिट करें',
  'Answer all questions to submit': 'सबमिट करने के लिए सभी सवालों के जवाब दें',
  'Assessment Complete!': 'टेस्ट पूरा हुआ!',
  'Great job! You have demonstrated excellent understanding!': 'बहुत बढ़िया! आपने विषय बहुत अच्छे से समझा है!',
  'Keep learning! You are on the right track.': 'सीखते रहिए! आप सही रास्ते पर हैं।',
  Score: 'स्कोर',
  '{score} out of {maxScore}': '{maxScore} में से {score}',
  'Hide Report': 'रिपोर्ट छिपाएँ',
  'View Report': 'रिपोर्ट देखें',
  'Downloading...': 'डाउनलोड हो रहा है...',
  'Download Report': 'रिपोर्ट डाउनलोड करें',
  Report: 'रिपोर्ट',
  'Loading report…': 'रिपोर्ट लोड हो रही है…',

  // /myAssignments
  'Loading your previous assignments...': 'आपके पिछले असाइनमेंट लोड हो रहे हैं...',
  'No Assignments Yet': 'अभी तक कोई असाइनमेंट नहीं',
  'Complete some assessments to see your progress here.': 'यहाँ अपनी प्रगति देखने के लिए कुछ टेस्ट पूरे करें।',
  '{count} Assessment': '{count} टेस्ट',
  '{count} Assessments': '{count} टेस्ट',
  'Assignment - {number}': 'असाइनमेंट - {number}',
};
