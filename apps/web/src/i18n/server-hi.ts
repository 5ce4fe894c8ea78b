/** Hindi for the api's messages: the coded templates (contract SERVER_MESSAGES) and the fixed ones students meet. */
export default {
  'Too many attempts. Please wait {seconds} seconds and try again.': 'बहुत बार कोशिश हो गई। कृपया {seconds} सेकंड रुककर फिर से कोशिश करें।',
  'Too many attempts. Please wait {minutes} minutes and try again.': 'बहुत बार कोशिश हो गई। कृपया {minutes} मिनट रुककर फिर से कोशिश करें।',
  'Too many reset requests from your network. Please wait {minutes} minutes and try again.':
    'आपके नेटवर्क से बहुत सारे रीसेट अनुरोध आए हैं। कृपया {minutes} मिनट रुककर फिर से कोशिश करें।',
  'Too many reset requests for this email. Please wait {minutes} minutes and check your inbox.':
    'इस ईमेल के लिए बहुत सारे रीसेट अनुरोध आए हैं। कृपया {minutes} मिनट रुकें और अपना इनबॉक्स देखें।',
  'You have {max} chats, the most one student can keep. Delete old chats in Chat History, then start a new one.':
    'आपकी {max} चैट हैं, एक छात्र इससे ज़्यादा नहीं रख सकता। चैट हिस्ट्री में पुरानी चैट हटाएँ, फिर नई शुरू करें।',
  'This chat has reached its limit of {max} messages. Start a new chat to keep asking.':
    'यह चैट {max} मैसेज की सीमा तक पहुँच गई है। सवाल पूछते रहने के लिए नई चैट शुरू करें।',
  'These files would pass your storage limit of {max} (your chats hold {used} of files). Deleting old chats frees the space their files take; then send again.':
    'इन फ़ाइलों से आपकी {max} की स्टोरेज सीमा पार हो जाएगी (आपकी चैट में {used} की फ़ाइलें हैं)। पुरानी चैट हटाने से उनकी फ़ाइलों की जगह खाली होती है; फिर दोबारा भेजें।',
  'You have made {max} assignments today, the most for one day. Come back tomorrow for more.':
    'आज आप {max} असाइनमेंट बना चुके हैं, एक दिन में इतने ही बन सकते हैं। और के लिए कल आइए।',
  'You have made {max} flashcard sets today, the most for one day. Come back tomorrow for more.':
    'आज आप {max} फ़्लैशकार्ड सेट बना चुके हैं, एक दिन में इतने ही बन सकते हैं। और के लिए कल आइए।',
  'You can attach at most {max} files.': 'आप ज़्यादा से ज़्यादा {max} फ़ाइलें जोड़ सकते हैं।',
  '{file}: this file is larger than {max}': '{file}: यह फ़ाइल {max} से बड़ी है',
  '{file}: {reason}': '{file}: {reason}',
  'This chat reached its limit of {max} messages: the first {kept} lines of the call were saved, the rest were not. Start a new chat to keep talking.':
    'यह चैट {max} मैसेज की सीमा तक पहुँच गई: कॉल की पहली {kept} पंक्तियाँ सेव हुईं, बाकी नहीं। बात जारी रखने के लिए नई चैट शुरू करें।',
  'This chat has reached its limit of {max} messages, so this call could not be saved here. Start a new chat to keep talking.':
    'यह चैट {max} मैसेज की सीमा तक पहुँच गई है, इसलिए यह कॉल यहाँ सेव नहीं हो सकी। बात जारी रखने के लिए नई चैट शुरू करें।',
  'There is no question {number} in this assignment.': 'इस असाइनमेंट में प्रश्न {number} नहीं है।',
  'Answer every question before submitting (question {number} has no answer).': 'जमा करने से पहले हर प्रश्न का उत्तर दें (प्रश्न {number} का उत्तर नहीं दिया गया है)।',
  '{field}: {reason}': '{field}: {reason}',
  // Why an upload was refused ('{file}: {reason}').
  'this file is not really a PDF': 'यह फ़ाइल असल में PDF नहीं है',
  'this file is not plain text': 'यह फ़ाइल सादा टेक्स्ट नहीं है',
  'this file is not really a Word document': 'यह फ़ाइल असल में Word दस्तावेज़ नहीं है',
  'this file is not really an Excel spreadsheet': 'यह फ़ाइल असल में Excel स्प्रेडशीट नहीं है',
  'this file is not really an image': 'यह फ़ाइल असल में तस्वीर नहीं है',
  'the whiteboard drawing is not a PNG image': 'व्हाइटबोर्ड ड्रॉइंग PNG तस्वीर नहीं है',
  'this type of file cannot be sent. Please send a PDF, Word, Excel or text file, or an image.':
    'इस तरह की फ़ाइल नहीं भेजी जा सकती। कृपया PDF, Word, Excel या टेक्स्ट फ़ाइल, या कोई तस्वीर भेजें।',
  'this file is empty': 'यह फ़ाइल खाली है',
  'this file is damaged and cannot be opened': 'यह फ़ाइल खराब है और खुल नहीं सकती',
  'this document is too large to open': 'यह दस्तावेज़ खोलने के लिए बहुत बड़ा है',
  'this spreadsheet is too large to open': 'यह स्प्रेडशीट खोलने के लिए बहुत बड़ी है',
  'this image is damaged and cannot be opened': 'यह तस्वीर खराब है और खुल नहीं सकती',
  'this image is too large (more than 25 megapixels). Please send a smaller picture.': 'यह तस्वीर बहुत बड़ी है (25 मेगापिक्सल से ज़्यादा)। कृपया छोटी तस्वीर भेजें।',
  // Fixed messages, shown as they come.
  'Something went wrong on our side. Please try again.': 'हमारी तरफ़ कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'The server is restarting. Please send your question again.': 'सर्वर फिर से शुरू हो रहा है। कृपया अपना सवाल दोबारा भेजें।',
  'Please type a question or attach a file.': 'कृपया सवाल लिखें या कोई फ़ाइल जोड़ें।',
  'The upload could not be read. Please try again.': 'अपलोड पढ़ा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'Chat session not found': 'चैट नहीं मिली',
  'This file is no longer available.': 'यह फ़ाइल अब उपलब्ध नहीं है।',
  'This reset link is invalid or has expired. Please request a new one.': 'यह रीसेट लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है। कृपया नया लिंक मँगाएँ।',
  'Google could not be reached. Please try again.': 'Google से संपर्क नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Google sign-in is not set up on this server.': 'इस सर्वर पर Google साइन-इन चालू नहीं है।',
  'Please try again.': 'कृपया फिर से कोशिश करें।',
  'The AI Teacher cannot take calls right now. Please try again later.': 'AI शिक्षक अभी कॉल नहीं ले सकते। कृपया थोड़ी देर बाद कोशिश करें।',
  'This assignment has already been submitted.': 'यह असाइनमेंट पहले ही जमा हो चुका है।',
  'Submit the assignment to download its report.': 'रिपोर्ट डाउनलोड करने के लिए पहले असाइनमेंट जमा करें।',
  'Assignment not found': 'असाइनमेंट नहीं मिला',
  'Flashcard set not found': 'फ़्लैशकार्ड सेट नहीं मिला',
};
