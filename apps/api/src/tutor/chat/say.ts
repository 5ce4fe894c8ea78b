/**
 * Everything the offline tutor says in its own words, in each language it answers in (the notes'
 * words come from each language's edition). English is the spec's; Hindi is written as a Hindi-medium
 * teacher would say it, with the Tele-MANAS number and the product's names as they are.
 */
export interface Say {
  lang: 'en' | 'hi';
  chapter: string;
  course: string;
  theHelpGuide: string;
  fromNotes: string;
  fromGuide: string;
  there: string;
  simply: string;
  because: string;
  stepByStep: string;
  doesThatAnswer: string;
  replyWithLetter: string;
  notFound(help: boolean): string;
  tryOtherWords: string;
  board: string[];
  helpPrepare: string;
  smallTalk: Record<'greeting' | 'thanks' | 'ack' | 'bye' | 'identity', (name: string, product: string, topics: string) => string>;
  correct(answer: string): string;
  notQuite(chose: string, answer: string): string;
  wellDone: string;
  readAgain: string;
  kindWords(name: string): string[];
  notesOnIt: string;
  calmingTips(place: string): string;
  takeABreak: string;
  cannotHelp: string;
  staySafeIn(place: string): string;
  staySafe: string;
  wontWriteIt: string;
  taughtIn(place: string, heading: string): string;
  tellMeTheTopic: string;
  findCentre: string;
  workIn(place: string): string;
  noSalary: string;
  anyTopic: string;
  anythingElse: string;
}

const en: Say = {
  lang: 'en',
  chapter: 'Chapter',
  course: 'course',
  theHelpGuide: 'the help guide',
  fromNotes: 'From your course notes:',
  fromGuide: 'From the help guide:',
  there: 'there',
  simply: 'In simple words:',
  because: 'The reason, as your notes give it:',
  stepByStep: 'Take it one step at a time. I am here when you are ready.',
  doesThatAnswer: 'Does that answer your question? Ask me to explain any step again.',
  replyWithLetter: "Reply with the letter (A, B, C or D) and I'll tell you if you're right.",
  notFound: (help) => `I could not find that in your ${help ? 'help notes' : 'course notes'}, and I only answer from them while I work offline, so I don't guess.`,
  tryOtherWords: 'Try asking with other words, or pick a topic:',
  board: [
    "I can't tell you exam dates, fees, results or admission rules: your board sets them and they change, so I never guess them.",
    "Please check your board's official website (NIOS or your State Open School) or ask your study centre. They have the correct, latest information.",
  ],
  helpPrepare: 'What I can do is help you prepare. For example:',
  smallTalk: {
    greeting: (name, product, topics) => `Namaste ${name}! I am your ${product} teacher. What would you like to learn today? You could start with:\n${topics}`,
    thanks: (name, _product, topics) => `You're welcome, ${name}! Keep going — would you like to try a practice question, or learn another topic? For example:\n${topics}`,
    ack: (name, _product, topics) => `Okay, ${name}! Ask me your next question, or pick a topic:\n${topics}`,
    bye: (name) => `Goodbye, ${name}! Come back any time. A few minutes of revision every day helps a lot.`,
    identity: (_name, product, topics) =>
      `I am ${product}, your AI teacher. Right now I work offline: I answer from your course notes and tell you which chapter to read, and I give you practice questions. Ask me about any topic, for example:\n${topics}`,
  },
  correct: (answer) => `✅ Correct! **${answer}**.`,
  notQuite: (chose, answer) => `Not quite. You chose **${chose}**. The right answer is **${answer}**.`,
  wellDone: 'Well done! Ask me another question, or say "next topic".',
  readAgain: 'Read that part of the chapter once more, then ask me to explain it if it is still unclear.',
  kindWords: (name) => [
    `I'm sorry you are feeling this way${name}. It is not your fault, and you don't have to handle it alone.`,
    'Please talk to someone you trust today: a family member, a friend, or a teacher at your study centre. You can also call **Tele-MANAS on 14416**, the national mental health helpline. It is free, and you can call any time, day or night.',
  ],
  notesOnIt: 'Here is what your notes say about handling it:',
  calmingTips: (place) => `When you feel ready, your notes have a few calming tips in **${place}**. Just ask me about them.`,
  takeABreak: 'Take a short break, drink some water, and come back to your studies when you feel a little better. I am here when you are ready.',
  cannotHelp: "I can't help with that. Breaking into, stealing from or damaging someone else's accounts, data, devices or money, or harming anyone, is wrong and a crime in India.",
  staySafeIn: (place) => `I can teach you how to keep your own accounts, data and devices safe: see **${place}**, or ask me about it.`,
  staySafe: 'If you want, ask me how to keep your own accounts and devices safe.',
  wontWriteIt: "I can't write it for you to copy, but I can teach it.",
  taughtIn: (place, heading) => `Your notes teach this in **${place}**. Ask me about **${heading}** and we will go through it step by step, so you can write it in your own words.`,
  tellMeTheTopic: "Tell me the topic and I'll teach it step by step, so you can write it in your own words. For example:",
  findCentre: "I can't look up centres or addresses myself, but you can find a study centre near you like this:",
  workIn: (place) => `Your notes describe this work in **${place}**. Ask me about it to learn more.`,
  noSalary: "I don't have salary figures, so I won't guess: pay differs by city, employer and your skills. Ask at your study centre or local employers what these jobs pay near you.",
  anyTopic: 'Does that answer your question? Ask me about any topic of your course.',
  anythingElse: 'Does that answer your question? Ask me if you need anything else.',
};

const hi: Say = {
  lang: 'hi',
  chapter: 'अध्याय',
  course: 'कोर्स',
  theHelpGuide: 'हेल्प गाइड',
  fromNotes: 'आपके कोर्स नोट्स से:',
  fromGuide: 'हेल्प गाइड से:',
  there: 'दोस्त',
  simply: 'आसान शब्दों में:',
  because: 'आपके नोट्स इसका कारण यह बताते हैं:',
  stepByStep: 'एक-एक क़दम आगे बढ़िए। जब आप तैयार हों, मैं यहीं हूँ।',
  doesThatAnswer: 'क्या इससे आपके सवाल का जवाब मिला? कोई भी स्टेप दोबारा समझने के लिए मुझसे पूछिए।',
  replyWithLetter: 'अक्षर (A, B, C या D) लिखकर जवाब दीजिए, मैं बताऊँगा कि आपका जवाब सही है या नहीं।',
  notFound: (help) => `मुझे यह आपके ${help ? 'हेल्प नोट्स' : 'कोर्स नोट्स'} में नहीं मिला। ऑफ़लाइन काम करते समय मैं सिर्फ़ नोट्स से जवाब देता हूँ, इसलिए अंदाज़ा नहीं लगाता।`,
  tryOtherWords: 'दूसरे शब्दों में पूछकर देखिए, या कोई टॉपिक चुनिए:',
  board: [
    'परीक्षा की तारीख़ें, फ़ीस, रिज़ल्ट या एडमिशन के नियम मैं नहीं बता सकता: ये आपका बोर्ड तय करता है और ये बदलते रहते हैं, इसलिए मैं कभी अंदाज़ा नहीं लगाता।',
    'सही और नई जानकारी के लिए अपने बोर्ड की आधिकारिक वेबसाइट (NIOS या आपका राज्य मुक्त विद्यालय) देखिए, या अपने अध्ययन केंद्र से पूछिए।',
  ],
  helpPrepare: 'मैं तैयारी में आपकी मदद कर सकता हूँ। जैसे:',
  smallTalk: {
    greeting: (name, product, topics) => `नमस्ते ${name}! मैं आपका ${product} टीचर हूँ। आज आप क्या सीखना चाहेंगे? आप यहाँ से शुरू कर सकते हैं:\n${topics}`,
    thanks: (name, _product, topics) => `कोई बात नहीं, ${name}! ऐसे ही आगे बढ़ते रहिए। क्या आप एक अभ्यास प्रश्न करना चाहेंगे, या कोई दूसरा टॉपिक सीखना चाहेंगे? जैसे:\n${topics}`,
    ack: (name, _product, topics) => `ठीक है, ${name}! अपना अगला सवाल पूछिए, या कोई टॉपिक चुनिए:\n${topics}`,
    bye: (name) => `फिर मिलेंगे, ${name}! कभी भी वापस आइए। रोज़ कुछ मिनट दोहराने से बहुत मदद मिलती है।`,
    identity: (_name, product, topics) =>
      `मैं ${product} हूँ, आपका AI टीचर। अभी मैं ऑफ़लाइन काम कर रहा हूँ: मैं आपके कोर्स नोट्स से जवाब देता हूँ, बताता हूँ कि कौन-सा अध्याय पढ़ें, और अभ्यास प्रश्न देता हूँ। किसी भी टॉपिक के बारे में पूछिए, जैसे:\n${topics}`,
  },
  correct: (answer) => `✅ सही जवाब! **${answer}**।`,
  notQuite: (chose, answer) => `यह सही नहीं है। आपने चुना **${chose}**। सही जवाब है **${answer}**।`,
  wellDone: 'शाबाश! अगला सवाल पूछिए, या लिखिए "अगला टॉपिक"।',
  readAgain: 'अध्याय का वह हिस्सा एक बार फिर पढ़िए, और फिर भी साफ़ न हो तो मुझसे समझाने को कहिए।',
  kindWords: (name) => [
    `मुझे दुख है कि आप ऐसा महसूस कर रहे हैं${name}। इसमें आपकी कोई ग़लती नहीं है, और आपको यह अकेले नहीं संभालना है।`,
    'आज ही किसी भरोसेमंद व्यक्ति से बात कीजिए: परिवार का कोई सदस्य, कोई दोस्त, या आपके अध्ययन केंद्र के कोई टीचर। आप **Tele-MANAS को 14416** पर भी कॉल कर सकते हैं, यह राष्ट्रीय मानसिक स्वास्थ्य हेल्पलाइन है। यह मुफ़्त है, और आप दिन हो या रात, कभी भी कॉल कर सकते हैं।',
  ],
  notesOnIt: 'इसे संभालने के बारे में आपके नोट्स यह कहते हैं:',
  calmingTips: (place) => `जब आप तैयार हों, तो आपके नोट्स में **${place}** में मन शांत करने के कुछ तरीक़े हैं। बस मुझसे उनके बारे में पूछिए।`,
  takeABreak: 'थोड़ा आराम कीजिए, पानी पीजिए, और जब थोड़ा बेहतर लगे तब पढ़ाई पर लौटिए। जब आप तैयार हों, मैं यहीं हूँ।',
  cannotHelp: 'मैं इसमें मदद नहीं कर सकता। किसी और के अकाउंट, डेटा, डिवाइस या पैसे में सेंध लगाना, चुराना या नुकसान पहुँचाना, या किसी को हानि पहुँचाना ग़लत है और भारत में अपराध है।',
  staySafeIn: (place) => `मैं आपको अपने अकाउंट, डेटा और डिवाइस सुरक्षित रखना सिखा सकता हूँ: **${place}** देखिए, या मुझसे इसके बारे में पूछिए।`,
  staySafe: 'आप चाहें तो मुझसे पूछिए कि अपने अकाउंट और डिवाइस सुरक्षित कैसे रखें।',
  wontWriteIt: 'मैं इसे आपके लिए नकल करने को नहीं लिख सकता, पर मैं इसे सिखा सकता हूँ।',
  taughtIn: (place, heading) => `आपके नोट्स यह **${place}** में सिखाते हैं। मुझसे **${heading}** के बारे में पूछिए, हम इसे क़दम-ब-क़दम समझेंगे, ताकि आप इसे अपने शब्दों में लिख सकें।`,
  tellMeTheTopic: 'मुझे टॉपिक बताइए, मैं इसे क़दम-ब-क़दम सिखाऊँगा, ताकि आप इसे अपने शब्दों में लिख सकें। जैसे:',
  findCentre: 'मैं ख़ुद केंद्र या पते नहीं ढूँढ सकता, पर आप अपने पास का अध्ययन केंद्र ऐसे ढूँढ सकते हैं:',
  workIn: (place) => `आपके नोट्स इस काम के बारे में **${place}** में बताते हैं। और जानने के लिए मुझसे इसके बारे में पूछिए।`,
  noSalary: 'मेरे पास सैलरी के आँकड़े नहीं हैं, इसलिए मैं अंदाज़ा नहीं लगाऊँगा: तनख़्वाह शहर, कंपनी और आपकी स्किल के हिसाब से अलग होती है। अपने अध्ययन केंद्र या आस-पास की कंपनियों से पूछिए कि इन नौकरियों में कितना मिलता है।',
  anyTopic: 'क्या इससे आपके सवाल का जवाब मिला? अपने कोर्स के किसी भी टॉपिक के बारे में पूछिए।',
  anythingElse: 'क्या इससे आपके सवाल का जवाब मिला? कुछ और चाहिए तो पूछिए।',
};

export const SAY = { en, hi } as const;
