/** Hindi for the course picker; the course names stay in English (see i18n/hi.ts). */
export default {
  'Pick a course to start learning with your AI teacher.': 'कोई कोर्स चुनें और अपने AI टीचर के साथ पढ़ाई शुरू करें।',
  'HTML, CSS, JavaScript and publishing websites': 'HTML, CSS, JavaScript और वेबसाइट ऑनलाइन डालना',
  'Typing speed, accuracy, spreadsheets and records': 'टाइपिंग की स्पीड, सही टाइपिंग, स्प्रेडशीट और रिकॉर्ड',
  'Computers, office software, internet and safety': 'कंप्यूटर, ऑफ़िस सॉफ़्टवेयर, इंटरनेट और सुरक्षा',
  'Customer care calls, CRM tools and service quality': 'कस्टमर केयर कॉल, CRM टूल और सर्विस की क्वालिटी',
  'Assembling, installing and repairing PCs': 'PC जोड़ना, इंस्टॉल करना और रिपेयर करना',
};
