import { hinglishPhrases, hinglishVerbRoots, hinglishWords } from './hindi-glossary.ts';
import type { Lexicon } from './lexicon.ts';

/**
 * Hindi as students type it: mostly Latin-script Hinglish ('typing speed kaise badhaye', 'result kab
 * aayega'), sometimes Devanagari ('परीक्षा'). Hinglish mixes in English words, so some entries hold
 * them ('tension', 'hack kaise kare'). The few greetings of other Indian languages typed in Latin
 * script ('vanakkam') are here too. Issue 24 (the tutor in Hindi) fills these slots with Devanagari.
 */

export const hindi: Lexicon = {
  // Function words ('kya', 'kaise', 'isse', 'raha'); some are also English words ('me', 'the', 'hi').
  stopWords: `क्या है हैं हो होता होती होते हुआ हुई था थी थे का की के को से में मे और या भी तो नहीं न कुछ कोई कैसे
  कैसा कैसी क्यों क्यूँ कब कहाँ कहां कौन कितना कितनी कितने बताओ बताइए बताएं बताये समझाओ समझाइए मतलब मुझे मेरा मेरी
  मेरे हम हमें आप आपका तुम यह ये वह वो इसका उसका इसकी उसकी इसके उसके करना करने करते करता करती करो करे करें कर
  किया किए सकता सकते सकती चाहिए वाला वाले वाली लिए एक पर पे जब तब अब फिर सब अपना अपने अपनी मैं जो इस उस इसे उसे
  इसमें उसमें रहा रही रहे गया गई गईं गयी गयीं गए गये जाता जाती जाते जाए जाये हूँ हूं होगा होगी लेकिन बहुत थोड़ा ही मत बाद पहले साथ
  नमस्ते नमस्कार प्रणाम namaste namaskar रह किसे किसको कहते कहा कहें कहलाता कहलाती कहलाते जाता जाती मैंने मेने हमने आपने उसने हुई हुईं हुए हुआ कितनी कितना कितने चाहिए चाहिये करें करूं करूँ करना करनी करने सकते सकती सकता सकें
  तक क्या-क्या कृपया
  kya kyaa hai hain ho hota hoti hote hua hui tha thi ka ki ke ko se mein me aur ya bhi toh nahi nahin na kuch koi
  kaise kaisa kaisi kyon kyun kyu kab kahan kaun kitna kitni kitne batao bataye bataiye samjhao samjhaye samjhaiye
  matlab mujhe mera meri mere hum hame hamein aap aapka tum yeh ye woh wo iska uska iski uski iske uske karna karne
  karte karta karti karo kare karein karen kar kiya kiye sakta sakte sakti chahiye wala wale wali liye lie ek
  tarika tarike tareeka kaam acha accha achha theek thik haan ji bhai yaar
  raha rahi rahe rha rhi rhe sirf bas baaki baki waala waali aisa aise aisi waisa warna varna agar tab jab ab abhi phir fir
  sab saare saari sare saara poore poora pura pure puri apna apne apni usi isi unme inme mai main maine humne tumne usne kisi
  kiska kis kaha kahan yaha yahan waha wahan dena dete deti diya diye du dun lena lete liya lo jana jaata jata jaate
  jati jaye jaaye jayega jaega jaenge aaya aaye aayega aata aate aati hona hone hoga hogi honge hu hoon hun the thhe karke
  karu karun lagta lagti lagte lagega lagau lagaye lagaen lagana lagwa laga lagate lagi baar zaroori zaruri seedha sidha
  sach ekdum bahut thoda kaafi kafi wahi yahi sakta sakti sakte skte bolu bole bolna bolta bolti bolte chahte chahta
  chahti hue usko isko unko inko humko tumko mujhko mai hai hain hota pata dekhu dekho dekhe dekhna kiski
  pe par pr chali chala chalo gaya gayi gaye si sa
  isse usse inse unse isme usme ismein usmein inmein unmein iski uski inki unki iska uska inka unka jo jis jise jisme
  jiska jiski jiske jinke kaunsa konsa kaunsi konsi kon konse kaunse kyunki kyonki kyuki lekin magar par parantu
  balki hi mat wajah vajah karan kaaran baad pehle pahle saath sath bina tak upar neeche niche andar bahar roz rozana
  hamesha kabhi jaldi der logo logon hamara hamari humara humari tera teri tumhara tumhari aapki aapke apka apki
  apke unka unki unke mereko tereko humne aapne unhone inhone kuchh thode thodi zara jara bilkul shayad lagbhag kareeb
  karib sabse jaise jaisa jaisi waise vaise kitna kese kaise kyse kaisey kiya kia kr krna krte krke karke kiye huye
  hoke hokar hoti hote hongi hunga hungi hogaya hogya hojata hojati ho jata jaata jaati jaate jata jati jate rahta
  rehta rehti rahti rehte rahte gya gyi gye liya lia liye lye diya dia dijiye dijie kijiye kijie bataiye btao btaiye
  batana batado bata samjha samjhe samjho samjhna samajh sakta skta skti sakti pao paye paunga paungi payenge milke
  milkar wala waala wali waali wale waale bole bolo bola boli bolke bolkar bol lo le lu lun lenge lega legi dedo dedu
  de deta deti dete denge dega degi hain hein hai hay he ha hn haa naa nhi nai nahi nahin mujhse tujhse humse tumse
  aapse kab tak taki jisse jise aur or tatha evam yani yaani matlab mtlb mtlab arey arre are acha achcha accha achha
  ji haanji sahab saab didi bhaiya bhaiyya dost yr yrr ab abb padta padti padte pade padega padegi padenge beech bich bolne
  chahie chaiye chahiye chahte hota hogi milta milti milte kal aaj parso pasand aa aana aaja aao raha rahe bina
  `.split(/\s+/).filter(Boolean),
  circumstance: ['jab', 'jab bhi', 'kyunki', 'kyonki', 'kyuki', 'taaki', 'taki', 'jisse', 'warna', 'varna'],
  // Verbs and nouns that carry the question ("typing speed kaise badhaye"), in the notes' English.
  notesWords: {},
  vagueWords: [],
  contentWords: {
    // The long glossary by topic (hindi-glossary.ts); the words below win a clash.
    ...hinglishWords,
    badhaye: 'improve', badhayein: 'improve', badhaen: 'improve', badhana: 'improve', sudhare: 'improve', sudharein: 'improve',
    sikhe: 'learn', seekhe: 'learn', sikhna: 'learn', seekhna: 'learn', banaye: 'create', banayein: 'create', banate: 'create',
    nikale: 'calculate', nikalein: 'calculate', nikalte: 'calculate', bachein: 'avoid', bache: 'avoid', hataye: 'remove',
    likhe: 'write', likhna: 'write', padhe: 'study', padhai: 'study', yaad: 'remember', fark: 'difference', antar: 'difference',
    galti: 'mistake', galtiyan: 'mistakes', tez: 'fast', surakshit: 'safe',
    dikhaye: 'show', dikhaen: 'show', dikhana: 'show', dikhe: 'show', dikhta: 'show', chupaye: 'hide', chhupaye: 'hide',
    banana: 'create', banaen: 'create', naya: 'new', nayi: 'new', naye: 'new', purana: 'old', purane: 'old',
    purani: 'old', galat: 'wrong', kam: 'reduce', zyada: 'more', jyada: 'more', dabana: 'press', dabaye: 'press',
    dabate: 'press', bijli: 'power', kheench: 'pull', kheenche: 'pull', nikal: 'remove', nikalna: 'remove', milta: 'get',
    milega: 'get', mili: 'found', baat: 'talk', aankh: 'eyes', aankhen: 'eyes', aankho: 'eyes', dard: 'pain', bhejna: 'send',
    bheje: 'send', dhundhe: 'find', dhoondhe: 'find', dhundna: 'find', jode: 'add', jodna: 'add', gine: 'count', ginna: 'count',
    kholna: 'open', khole: 'open', chalu: 'start', kharab: 'damaged', dheema: 'slow', dheere: 'slow',
    hatana: 'remove', bachaye: 'protect', bachana: 'protect', padi: 'found', kaatna: 'cut',
    // Verbs: stay away from, keep, change, play, buy, ask, answer, start, stop, join, fix, clean, check, save.
    bachne: 'avoid', bachna: 'avoid', bacho: 'avoid', bachu: 'avoid', rakhna: 'keep', rakhe: 'keep', rakhu: 'keep',
    rakhte: 'keep', rakho: 'keep', badalna: 'change', badle: 'change', badlo: 'change', badlu: 'change', badalte: 'change',
    badal: 'change', khelte: 'play', khelna: 'play', khelu: 'play', kharidna: 'buy', kharid: 'buy', khareed: 'buy',
    kharide: 'buy', kharidu: 'buy', kharidte: 'buy', khareedna: 'buy', puche: 'ask', puchhe: 'ask', puchna: 'ask',
    poochna: 'ask', puchte: 'ask', puchu: 'ask', jawab: 'answer', jawaab: 'answer', uttar: 'answer', sawal: 'question',
    sawaal: 'question', prashn: 'question', shuru: 'start', suru: 'start', khatam: 'end', rokna: 'stop', roke: 'stop',
    roko: 'stop', rukna: 'stop', rukta: 'stop', judna: 'connect', jude: 'connect', jodo: 'connect', jodte: 'connect',
    sudharna: 'fix', banwana: 'repair', saaf: 'clean', safai: 'clean', safaai: 'clean',
    jaanch: 'check', jaanche: 'check', janch: 'check', bachaao: 'save', sambhalna: 'handle', sambhale: 'handle',
    sambhalu: 'handle', samjhana: 'explain', sunna: 'listen', sune: 'listen', suno: 'listen', sunte: 'listen',
    chalana: 'use', chalaye: 'use', chalate: 'use', chalta: 'run', chalti: 'run',
    khulta: 'open', khulti: 'open', khul: 'open', kholte: 'open', likhte: 'write', likhu: 'write', likho: 'write',
    bhejte: 'send', bheju: 'send', bhejo: 'send', dhundh: 'find', dhundhna: 'find', dhoondhna: 'find', ginti: 'count',
    jodne: 'add', ghatana: 'subtract', guna: 'multiply', naapna: 'measure', napna: 'measure',
    // Nouns and adjectives.
    awaaz: 'noise', awaz: 'noise', aawaz: 'noise', garam: 'hot', garmi: 'heat', thanda: 'cool', thandi: 'cool',
    dhool: 'dust', dhul: 'dust', mitti: 'dust', keemat: 'price', kimat: 'price', daam: 'price', kharcha: 'cost',
    paisa: 'money', paise: 'money', samay: 'time', waqt: 'time', vakt: 'time', ghanta: 'hour', ghante: 'hours',
    din: 'day', raat: 'night', hafta: 'week', mahina: 'month', saal: 'year', alag: 'different', bada: 'large',
    badi: 'large', bade: 'large', chota: 'small', choti: 'small', chote: 'small', lamba: 'long', mushkil: 'difficult',
    aasan: 'easy', asaan: 'easy', khatra: 'risk', khatarnak: 'dangerous', chori: 'theft', grahak: 'customer',
    dukaan: 'shop', dukan: 'shop', naukri: 'job', ghar: 'home', shabd: 'word', shabdon: 'words', akshar: 'letter',
    ungli: 'finger', ungliyan: 'fingers', ungliyon: 'fingers', haath: 'hand', kalai: 'wrist', kamar: 'back',
    gardan: 'neck', thakan: 'tired', nuksan: 'damage', nuksaan: 'damage', faayda: 'benefit',
    fayda: 'benefit', fayde: 'benefits', tareeke: 'methods', niyam: 'rule', suraksha: 'security',
    gati: 'speed', raftaar: 'speed', sahi: 'correct', shuddh: 'accurate', tasveer: 'image',
    pehchan: 'identity', pehchaan: 'identity', dhyan: 'attention', shikayat: 'complaint',
    // 'naam' is 'name' (the CRM notes' sample calls use it so too).
    naam: 'name', naame: 'name', naamon: 'names',
    // Everyday words for what the notes name otherwise.
    ajeeb: 'strange', ajib: 'strange',
    kaagaz: 'paper', kagaz: 'paper', kagaj: 'paper', phas: 'jam', phasa: 'jam', phans: 'jam', phansa: 'jam', phasi: 'jam',
    atak: 'stuck', atka: 'stuck', atki: 'stuck',
    // A customer who shouts is an angry customer, as the notes say it.
    gaali: 'abusive', gali: 'abusive', galiyan: 'abusive',
    chilla: 'angry', chillana: 'angry', chillata: 'angry', chillati: 'angry', shant: 'calm', shaant: 'calm',
    shikaayat: 'complaint', gussa: 'angry', gusse: 'angry', gusso: 'angry', naraz: 'angry', naraaz: 'angry', maafi: 'apology', maaf: 'sorry',
  },
  // A verb comes in many endings ('dikhana', 'dikhane', 'dikhta', 'dikhao', 'dikhaiye'), so a word
  // not listed above is tried as a root and an ending.
  verbRoots: {
    ...hinglishVerbRoots,
    dikh: 'show', dikha: 'show', bana: 'create', ban: 'create', badh: 'increase', badha: 'improve', sudhar: 'improve',
    hata: 'remove', nikal: 'remove', mita: 'delete', bach: 'avoid', bacha: 'protect', badal: 'change', badl: 'change',
    khel: 'play', kharid: 'buy', khareed: 'buy', puch: 'ask', pooch: 'ask', jod: 'add', jud: 'connect', rok: 'stop',
    ruk: 'stop', likh: 'write', padh: 'read', bhej: 'send', dhund: 'find', dhoond: 'find', dhundh: 'find', gin: 'count',
    khol: 'open', khul: 'open', sikh: 'learn', seekh: 'learn', daba: 'press', sun: 'listen', sambhal: 'handle',
    rakh: 'keep', chhup: 'hide', chup: 'hide', chhupa: 'hide', chupa: 'hide', bhar: 'fill', bhara: 'fill',
    ghat: 'reduce', ghata: 'reduce', jaanch: 'check', janch: 'check', naap: 'measure', lagaa: 'install',
    chala: 'run', chal: 'run', gir: 'fall', toot: 'break', tut: 'break', jal: 'burn', sulajh: 'solve', suljha: 'solve',
    bachaa: 'save', laga: 'add', lag: 'add',
  },
  verbEndings: ['iyega', 'iye', 'aiye', 'ayenge', 'ayega', 'enge', 'egi', 'ega', 'aye', 'ayi', 'ane', 'ana', 'ani', 'ate', 'ata', 'ati', 'ao', 'ne', 'na', 'ni', 'te', 'ta', 'ti', 'en', 'ein', 'o', 'e', 'u', 'i'],
  // Phrases whose words alone mislead: 'on nahi ho raha' is a PC with no power.
  phrases: [
    ...hinglishPhrases,
    [String.raw`\bon\s+(?:hi\s+)?(?:nahi|nahin|nhi)\s+(?:ho|hota|hoti)\b`, 'no power, no lights '],
    [String.raw`\bband\s+(?:ho\s+)?(?:ja|jata|jaata|jati|jaati|gaya|gayi)\b`, 'shuts down '],
    // 'link ke neeche jo line aati hai': an underline.
    [String.raw`\b(?:neeche|niche)\s+(?:ki\s+|wali\s+|jo\s+)?line\b`, 'underline '],
    // 'pc ko pendrive se start kaise karu': booting from USB, once by the boot menu.
    [String.raw`\b(?:pendrive|pen\s+drive|usb)\s+se\s+(?:start|boot|chalu|on)\w*`, 'boot from usb boot menu '],
    // 'files date ke hisaab se line me aaye': in order.
    [String.raw`\b(?:line|kram|order)\s+(?:me|mein|se)\s+(?:aaye|aayen|aa\s+jaye|lage|lagi|lagao|lagaye|rahe)\b`, 'sorted in order '],
    [String.raw`\b(?:pe|par|mein|me|mai)\s+kya\s+(?:hota|hoti|hote|karte|karvate|karwate)\s+(?:hai|hain|h)\b`, 'what happens at '],
  ],
  // Function words that are also English words: no sign that a message is in Hinglish.
  alsoEnglish: ['hi', 'he', 'ha', 'are', 'mat', 'bas', 'the', 'par', 'pe', 'use'],
  otherLife: `ladki ladka pyaar pyar ishq patni pati sasural rishta dawai dawa bukhar khansi
  biryani chole bhature roti sabzi paneer maida khana gaana bhagwan puja mandir masjid kundli rashifal chutkula
  mehndi mehendi byah dulhan dulha
  लड़की लड़का इश्क़ पत्नी ससुराल दवाई बुखार खांसी बिरयानी रोटी सब्ज़ी पनीर गाना भगवान मंदिर मस्जिद
  कुंडली राशिफल चुटकुला मेहंदी ब्याह दुल्हन दूल्हा रेसिपी क्रिकेट`.split(/\s+/).filter(Boolean),
  otherLifePhrases: [
    String.raw`\bmatch\b[^.?!]{0,20}\b(kaun|kisne)\b[^.?!]{0,10}\b(jeeta|jeeti|jita|jiti)\b`, 'मैच[^।?]{0,20}(स्कोर|जीता|जीती)',
    // A web series is a show to watch, not web development.
    String.raw`\bweb ?series\b|\bnetflix\b`, 'वेब सीरी(ज़|ज)', 'नेटफ्लिक्स',
    // Going out and the weather: 'आज शाम घूमने का मन है', 'कल नोएडा में बारिश होगी?'.
    'घूमने (का|जाने|चलें|चलो)', 'कौन सी जगह (अच्छी|घूमने)', '(बारिश|मौसम)[^।?]{0,15}(होगी|होगा|कैसा रहेगा|कैसा है)',
    String.raw`\b(barish|baarish|mausam)\b[^.?!]{0,15}\b(hogi|hoga|kaisa)\b|\bghoom(ne|na) (ka|jana|chale|chalo)\b|\bwill it rain\b|\bweather (tomorrow|today|forecast)\b`,
  ],

  asks: ['kya', 'kaise', 'kese', 'क्या', 'कैसे', 'क्यों'],
  actionWords: [],
  shapeWords: [],
  definition: {
    before: [],
    nameEnds: ['ka', 'ki', 'ke', 'kya'],
    after: ['kya (?:hai|hota|hoti|hote|h)\\b', 'ka matlab'],
    articles: [],
    sentences: [],
  },
  howTo: ['kaise', 'kese', 'kaisay', 'kis tarah'],
  action: {
    same: [],
    // Postpositions after a place or purpose ('slot me', 'call pe', 'complaint ke liye').
    objectEnds: ['me', 'mein', 'mai', 'pe', 'par', 'se', 'ka', 'ki', 'ke', 'liye', 'aur'],
    objectMarks: ['ko'],
  },
  difference: {
    words: ['fark', 'farak', 'antar'],
    opening: [],
    between: [],
    and: ['aur'],
    versus: [],
    sideEnds: [' kya', ' me ', ' mein '],
    after: ['me', 'mein', 'ka', 'ke', 'main'],
    asking: ['kya'],
    sentences: [],
    mentions: [String.raw`\bfark\b`, String.raw`\bantar\b`],
    terms: ['fark', 'antar'],
  },
  followUp: {
    example: ['udaharan', 'udahran', 'udaharn', 'dikhao', 'उदाहरण', 'उदहारण', 'मिसाल', 'एग्ज़ाम्पल', 'एग्जाम्पल'],
    simpler: [
      'aasaan', 'asaan', 'aasan', 'asan', 'saral', 'samajh nahi', 'dobara', 'phir se', 'samjhao', 'samjhaiye', 'samjha do',
      'आसान', 'सरल', 'समझ नहीं', 'समझ में नहीं', 'फिर से समझा', 'दोबारा समझा',
    ],
    why: ['kyu', 'kyun', 'kyon', 'kyo', 'zaroorat', 'zarurat', 'fayda', 'fayde', 'faayda', 'faayde', 'faida', 'labh', 'क्यों', 'क्यूँ', 'क्यूं', 'ज़रूरत', 'जरूरत', 'फ़ायदा', 'फायदा', 'लाभ'],
    more: ['aur batao', 'aage', 'और बताओ', 'और बताइए', 'विस्तार से', 'आगे बताओ'],
    repeat: ['dobara', 'phir se', 'fir se', 'ek baar aur', 'दोबारा बताओ', 'फिर से बताओ', 'एक बार और'],
    continues: ['toh?', 'par', 'lekin', 'तो', 'पर', 'लेकिन'],
    continuesLoosely: ['aur', 'phir', 'fir', 'agar', 'maan lo', 'और', 'फिर', 'अगर', 'मान लो', 'ठीक है', 'अच्छा', 'अब'],
    pointsBack: [
      'iska', 'iski', 'iske', 'isme', 'ismein', 'isko', 'isse', 'ise', 'ye', 'yeh', 'woh', 'wo', 'uska', 'uski', 'uske', 'usme',
      'usmein', 'usko', 'usse', 'use', 'unka', 'unki', 'unke', 'unme', 'unko',
      'us time', 'uss time', 'us waqt', 'uss waqt', 'us samay',
      // Devanagari is matched without word boundaries: only words that are no part of another.
      'इसका', 'इसकी', 'इसके', 'इसमें', 'उसका', 'उसकी', 'उसके', 'उसमें', 'उस समय', 'इसको', 'उसको', 'इससे', 'उससे', 'इसे ', 'उसे ',
      // 'the same': 'उसी folder में', 'usi file me'.
      'उसी ', 'usi', 'yahi', 'wahi', 'vahi',
    ],
    pointsBackLoosely: ['bhi', 'phir', 'fir', ' भी ', 'फिर '],
    pointsNowhere: ['(ye|yeh|ek) (baat )?(batao|bataiye|bata do|btao|bata)', 'ek (aur )?(baat|cheez|sawal|question) (puchu|poochu|batao)', 'aur ek (baat|sawal|question)'],
    and: ['aur', 'और'],
    but: ['पर', 'लेकिन'],
    whatAbout: [],
    asksItself: [],
    whichOne: ['(kaunsa|konsa|kaun sa|kon sa|kaunsi|konsi|kaun si|kon si) (lu|loon|lun|lagau|lagaun|chunu|use karu|better|sahi|accha|achha|lagega|lagegi|chahiye|hoga|hogi|rahega|rahegi|use hoga|chalega|chalegi)'],
    offersChoice: [String.raw`(lu|loon|lun|le lu|lagau|lagaun|karu|use karu|chunu|khareedu|kharidu)\s+(ya|yaa)\b`],
  },

  // Hindi greetings, and those of other Indian languages as typed in Latin script.
  greeting: ['namaste', 'namaskar', 'kaise ho', 'kya haal', 'namaskaram', 'vanakkam', 'sat sri akal', 'salaam', 'नमस्ते', 'नमस्कार', 'प्रणाम', 'राम राम', 'आप कैसे हैं'],
  ack: ['achh?a', 'acc?ha', 'theek hai', 'thik hai', 'haan', 'nahi', 'ठीक है', 'अच्छा', 'हाँ', 'हां', 'ओके', 'समझ गया', 'समझ गई'],
  thanks: ['dhanyava?a?d', 'shukriya', 'धन्यवाद', 'शुक्रिया', 'थैंक्यू', 'थैंक यू'],
  bye: ['alvida', 'tata', 'अलविदा', 'फिर मिलेंगे', 'बाय'],
  identity: [],
  theApp: [String.raw`\bapp (me|mein|pe|par)\b`, String.raw`\b(yaha|yahan|idhar)\s*\??\s*$`, 'ऐप'],
  asksAboutFile: [],
  answerLead: [],
  answerLabel: [],
  script: '[\\u0900-\\u097F]',
  signs: ['kya', 'kaise', 'kyun', 'kyon', 'batao', 'samjhao', 'hai', 'hota', 'matlab', 'mujhe'],

  board: {
    always: [
      'प्रवेश', 'एडमिशन', 'डेट ?शीट', 'पुनर्मूल्यांकन', 'नामांकन (नंबर|संख्या)', 'अंकतालिका', 'अंक तालिका', '(रिज़ल्ट|रिजल्ट|परिणाम) कब', 'पास होने के लिए कितने',
      're[- ]?evaluation', 'result (ruka|rok|atka)', 'pass hone ke liye kitne', 'marksheet (me|mein) (naam|name|galti|galat)',
      // Whether their marks pass: the board's rules, never guessed ('pass hu ya fail?', 'minimum kitna chahiye').
      'pass (hu|hoon|hun|hua|hui|hoga|hogi|ho jaunga|ho jaungi|ho gaya|ho gayi) (ya|or) fail', 'passing marks?',
      'minimum (kitna |kitne |kitni )?(marks?|number|ank)\\b', '(kitne|kitna) (marks?|number|ank) (chahiye|lagte|lagenge)',
    ],
    topic: ['परीक्षा', 'फीस', 'शुल्क', 'रिजल्ट', 'परिणाम'],
    fact: [
      'kab', 'kitni', 'kitna', 'kitne', '(kaun se|konse) questions?', 'questions? (will )?(aayenge|aayega|ayenge)', 'niyam', 'le ja',
      'कब', 'तारीख', 'कितनी',
    ],
    fee: [],
    names: [],
  },

  distress: {
    feeling: [
      String.raw`\b(mujhe|mujhko|main|mai|mera|meri)\b[^.?!]{0,25}\b(depression|depressed|anxiety|tension|stress|udaas|udas|pareshan|akela|akeli|rona)\b(?![^.?!]{0,25}\b(manag|handle|kya hai|kya hota|samjha|explain|meaning|matlab))`,
    ],
    plain: [
      String.raw`\bjeena nahi (chahta|chahti)\b`,
      String.raw`\b(life|everything) (is )?(bekaar|bekar)\b`,
      String.raw`\b(kuch|kuchh) (accha|achha|acha) nahi lag`,
      String.raw`\b(mann?|mood|dil) (nahi?|nhi) lag( ?raha| ?rha|ta|ti|tha)\b`,
      String.raw`\b(bahut|bohot|bhot|bahot|itna|itni|full) (tension|stress|pressure|depression)\b`,
      String.raw`\btension (ho rahi|hoti|hai|me hu|mein hu)\b`,
      String.raw`\b(neend|nind) nahi? (aati|aa rahi|aata)\b`,
      String.raw`\b(pareshan|udaas|udas|akela|akeli|dukhi) (hu|hoon|hun|rehta|rehti|ho gaya|ho gayi|lagta|lagti|feel)\b`,
      String.raw`\bjeene ka (mann|man) nahi\b`,
      String.raw`\b(sab|sabkuch|sab kuch|zindagi|life) khatam (lagta|lagti|lag raha|ho gaya|ho gayi|hai)\b`,
      String.raw`\bkisi se (baat|milne) (karne )?ka (mann|man) nahi?\b`,
      String.raw`\bmar (jana|jaun|jau|jaunga|jaungi) chahta\b`,
      String.raw`\bhar maan\b`,
      String.raw`\b(rona|rone) (aata|aa raha|aati|lagta)\b`,
      String.raw`\b(ghar|family|gharwale|gharwalo|mummy papa|papa|parents)\b[^.?!]{0,25}\b(pressure|daant|taunt|maarte)\b`,
      String.raw`\bchhod (dena|du|doon) (sab|padhai)\b`,
      String.raw`\b(sab|sabkuch|sab kuch|padhai) (kuch )?chhod (dena|du|doon|dunga|dungi) (chahta|chahti)\b`,
      // Fear, shame, loneliness, being put down, and not wanting to go on, in Hinglish.
      String.raw`\b(bahut|bohot|bhot|bada|badi)? ?dar (lag|lagta|lagti|lag raha|lag rahi)\b`,
      String.raw`\bghabra(hat|ta|ti|ya|yi|ahat)\b`,
      String.raw`\bdil (tez|zor se|jor se|bahut tez) (dhadak|dhadakta|dhadakti)\b`,
      String.raw`\b(kisi|koi) (kaam|layak|laayak|lyak)( ka| ki| ke)? ?(nahi|nhi)\b`,
      String.raw`\bmazaa?k (uda|udate|udaate|udati|udaati|banate|banati)\b`,
      String.raw`\b(koi|koi bhi) (mujhse|mujh se|mere se) baat (nahi|nhi)\b`,
      String.raw`\b(sab|sabhi|log|sab log) (mujhe )?ignore (karte|karti|karta)\b`,
      String.raw`\bhaar (gaya|gayi|gyi|gya|chuka|chuki)\b`,
      String.raw`\bkhud ko (nuksaan|nuksan|nuqsaan|chot|khatam|maar|mar|hurt|harm)\b`,
      String.raw`\b(toot|tut|tuut) (gaya|gayi|gyi|gya|chuka|chuki)\b`,
      String.raw`\bsab (kuch )?(bekaar|bekar|bakwas) (lagta|lagti|lag raha|lag rahi)\b`,
      String.raw`\b(kuch|kuchh|kuch bhi) (karne )?ka (mann|man) (hi )?(nahi|nhi)\b`,
      String.raw`\btaane (maar|mar|de|dete|deti|sunate)\b`,
      String.raw`\bfail ho (jaunga|jaungi|jaaunga|jaaungi|jaunga phir se)\b`,
      String.raw`\b(akela|akeli|tanha|tanhaa) (hu|hoon|hun|mehsoos|feel|lagta|lagti|reh gaya|reh gayi)\b`,
      String.raw`\b(gaali|gaaliyan|galiyan) (dete|deti|deta)\b`,
      // Devanagari.
      'डर लग', '(मुझे|मुझको) (बहुत |बड़ी )?घबराहट', 'दिल (तेज़|तेज) धड़क', '(अकेला|अकेली) (हूँ|हूं|महसूस|लगता|लगती|रह गया|रह गई)', '(बहुत )?उदास (हूँ|हूं|रहता|रहती|लगता|लगती)',
      'बहुत उदास', 'निराश (हूँ|हूं)', 'बहुत निराश', '(मुझे|मुझको) (बहुत )?(तनाव|टेंशन|डिप्रेशन)', 'बहुत (तनाव|टेंशन)', 'नींद नहीं (आती|आ रही)',
      'जीने का मन नहीं', 'खुद को (चोट|नुकसान|नुक़सान|खत्म|ख़त्म)', 'मज़ाक उड़ा', 'मजाक उड़ा', 'ताने (मारते|देते|सुनाते)', '(किसी|कोई) (काम|लायक)( का| की| के)? नहीं', '(अब|मुझे|आजकल)( तो)? कुछ (भी )?अच्छा नहीं (लगता|लग रहा|लगती)',
      'सब (कुछ )?छोड़ (दूँ|दूं|देना)', 'हाथ (कांप|काँप)', 'फेल हो (जाऊँगा|जाऊंगा|जाऊँगी|जाऊंगी)', 'सहा नहीं जा', 'गालियाँ (देते|देती)', 'परेशान (करते|करती) (हैं|है)',
      'मन नहीं (करता|लगता)', 'रोना (आता|आ रहा)', 'हार (गया|गई) (हूँ|हूं)', 'कोई (मुझसे )?बात नहीं (करता|करती)', 'घबराहट (होती|हो रही|रहती)',
      String.raw`\btaane (maar|mar|de|sunate)\w*`,
      String.raw`\b(neend|nind) (hi )?(nahi|nhi) (aati|aa rahi|aata)\b`,
      String.raw`\bsab (kuch |kuchh )?chh?od (du|doon|dun|dena|dunga|dungi)\b`,
      String.raw`\bnikamm(a|i|e)\b`,
      String.raw`\b(jeene|jine) ka (koi )?(matlab|fayda|mann|man) (nahi|nhi)\b`,
      String.raw`\bhimmat (nahi|nhi) (bachi|rahi)\b`,
      // 'bahut low feel hota hai, raat ko ro deti hu'.
      String.raw`\b(low|down|sad|bura|bekaar|hopeless)\s+(sa\s+)?(feel\s+(hota|hoti|ho raha|ho rahi|kar raha|kar rahi|karta|karti)|lag (raha|rahi)|lagta|lagti)\b`,
      // Left behind: 'sab dost aage nikal gaye, main peeche reh gaya'.
      String.raw`\b(main|mai|hum)\b[^.?!]{0,15}\b(peeche|piche) (reh|rah) (gaya|gayi|gya|gyi)\b`,
      String.raw`\b(ro|rota|roti)\s+(deti|deta|padti|padta|leti|leta|dete)\b`,
      // A third writer's Hinglish: a mind gone blank, shaking hands, fees unpaid, taunts, a burden, no will to get up, a roof.
      String.raw`\bdimaa?g band\b|\bhaath kaa?np(ne|te|ta|ti)\b|\btaane sun(ti|ta|te)\b|\b(sab ?pe|sab par|sabpe|sab ke liye) bojh\b|\b(bistar|bed) se uthne ka (bhi )?(mann|man) (nahi|nhi)\b`,
      String.raw`\bfees? bharne ke paise (nahi|nhi)\b|\b(papa|mummy|ghar)\b[^.?!]{0,15}\b(job|naukri) chali gayi\b|\bdin me(in)? ek baar khana\b`,
      String.raw`\b(chhat|chat|roof|chhath)\s+(pe|par)\b[^.?!]{0,25}\b(kood|kud|jump)\w*|\btouch karne ki koshish\b|\bgalat tarah se (baat|chhu|touch)\w*`,
      String.raw`\bsab (kuch )?chh?od (dene|dena) ka (mann|man)\b`,
      // Crying every night, money short, study to be given up: 'roz raat ko rota hu', 'paise ki bahut tangi hai'.
      String.raw`\b(rota|roti|rote) (hu|hoon|hun|rehta|rehti|rehte)\b|\b(roz|har|sari) (raat|din)\b[^.?!]{0,15}\b(rota|roti|rote|rona)\b`,
      String.raw`\b(paise|paiso|paison|pese)\b[^.?!]{0,10}\b(bahut |bohot |badi )?(tangi|tanggi|tangee)\b|\bpadhai (chh?od|chh?or)(ni|na) (padegi|pad sakti|padega)\b`,
      '(रोता|रोती) (हूँ|हूं|रहता|रहती)', 'पैसों? की (बहुत )?तंगी', 'पढ़ाई छोड़नी (पड़ेगी|पड़)',
      // Devanagari, as a second group of writers put it: loneliness, giving up, shame, no strength left, panic.
      '(अकेला|अकेली) (बैठा|बैठी|रहता|रहती|पड़|हो)', 'अकेलापन', 'कोई (दोस्त|अपना) नहीं', 'कोई नहीं (समझता|सुनता|समझती)', 'मेरी कोई नहीं सुनता',
      'सब छोड़ (देने|दूँ|दूं|कर)', 'छोड़कर कहीं दूर', '(जीना|जीने) नहीं चाह', '(ना|न) रहूँ', '(ना|न) रहूं', 'किसी को (कोई )?फ(र्क|़र्क) नहीं',
      'हिम्मत (जवाब|टूट)', 'शर्म आ रही', 'मुँह नहीं दिखा', 'मुंह नहीं दिखा', 'दिल (बैठा|ज़ोर|जोर)', 'पागल हो जाऊँ', 'पागल हो जाऊं',
      'कुछ भी अच्छा नहीं लगता', 'थका थका', 'बीच में पिस', 'घर की (बहुत )?याद', 'उम्मीदें तोड़', 'क्या फायदा', 'कुछ बदलने वाला नहीं',
      'कहाँ जाऊँ', 'कहां जाऊं', 'depressed', 'डिप्रेस', 'जाने का मन (ही )?नहीं', 'मन (ही )?नहीं करता',
      // 'bahut akela aur bekaar feel hota hai'; being told 'tu kuch nahi kar payega'.
      String.raw`\b(akela|akeli|tanha|bekaar|bekar|nikamm[aie]|lonely|useless|worthless|hopeless)\b[^.?!]{0,20}\b(feel|mehsoos)`,
      String.raw`\bkuch (nahi|nhi) kar (payega|paayega|payegi|paayegi|paoge|paunga|paungi|sakta|sakti)\b(?![^.?!]{0,20}\b(kya|kaise|computer|pc|laptop|software)\b)`,
      'दबाव (डालते|डालती|बना)', 'थक (गया|गई) (हूँ|हूं)', 'हिम्मत नहीं (बची|रही)', 'सब (कुछ )?(खत्म|ख़त्म) कर (दूँ|दूं)', 'पढ़ाई बंद (करवा|करा)', 'घर कैसे चलेगा',
      'नौकरी चली गई', 'जीने का (कोई )?(मतलब|मन) नहीं', 'निकम्मा', 'निकम्मी',
      // Weighed down with no one to tell: 'sab bahut bhaari lag raha hai aur kisi se baat bhi nahi kar pata'.
      String.raw`\b(sab|sabkuch|sab kuch|zindagi|life|mann|dimaag)\b[^.?!]{0,15}\bbhaa?ri (lag|lagta|lagti|lag raha|lag rahi|ho gaya|ho gayi)\b`,
      String.raw`\bkisi se (baat|share) (bhi )?(nahi|nhi) kar (pata|pati|paata|paati|sakta|sakti)\b`,
      String.raw`\b(paise|paiso|ghar|family|naukri|job|karz|karza) (ki|ka) (tension|chinta|fikar|fikr|bojh)\b`,
      'सब (कुछ )?(बहुत )?भारी लग', 'किसी से बात (भी )?नहीं कर (पाता|पाती|सकता|सकती)', '(पैसे|पैसों|घर|नौकरी|कर्ज़|कर्ज) (की|का) (टेंशन|चिंता|फ़िक्र|फिक्र|बोझ)',
    ],
    asksHow: ['kaise', 'kese'],
    self: ['main', 'mai', 'mein', 'mujhe', 'mujhse', 'mujh', 'mera', 'meri', 'mere', 'khud', 'hu', 'hoon', 'hun', 'raha hu', 'gaya hu', 'jaunga', 'jaungi', 'paunga', 'roya', 'royi', 'मैं', 'मुझे', 'मुझसे', 'मेरा', 'मेरी', 'हूँ', 'हूं'],
    othersHurt: [
      String.raw`\b(uncle|aunty|aunti|customer|grahak|caller|woh|wo|vo|unhone|unko|koi|ek)\b[^.?!]{0,12}\b(ro|rone|chilla|gussa)\w*`,
      '(अंकल|आंटी|कस्टमर|ग्राहक|कॉलर|वो|वह|उन्होंने|कोई)[^।?.]{0,12}(रो|रोने|चिल्ला|गुस्स)[\u0900-\u097F]*',
    ],
    hurt: [
      'bekar', 'bekaar', 'nalayak', 'nalaayak', 'loser', 'ro (raha|rahi|ro)', 'roya', 'royi', 'rona', 'bura laga', 'insult', 'chillaya', 'chillati', 'chillate', 'daant',
      'gaali', 'haath (bhi )?uthata', 'darr', 'dar lag', 'toot', 'tut (gaya|jata)', 'pagal ho', 'thak gaya', 'thak gayi', 'umeed nahi', 'nafrat', 'sir phat',
      'mann nahi', 'man nahi', 'khush rahenge', 'zindagi (hi )?fail', 'ghar wapas nahi', 'kabhi job nahi', 'sab bekar', 'koi kaam ka nahi',
      'बेकार', 'टूट', 'रो(ता|ती|ते|या|ई|ना| रहा| रही| दिया| दी)?(?![\u0900-\u097F])', 'डर', 'नफरत', 'उम्मीद नहीं', 'कुछ नहीं होगा',
    ],
    selfHarm: [
      // Devanagari: cutting, jumping, doing something to oneself.
      'ब्लेड', 'छत से कूद', 'खुद को कुछ कर', 'खुद को (चोट|नुकसान)', 'मर जाऊँ', 'मर जाऊं',
      // Ending oneself, not a call or a chat ('call khatam karna'): said of oneself, one's life or everything.
      '(khud|apne aap|apne ko|khudko|sab|sab kuch|sabkuch|zindagi|jindagi|life|jeena|jina)( ko)? khatam kar( ?(du|doon|dun|dena|lu|lunga|lungi|na chahta|na chahti))?', 'kud (jau|jaun|jaaun|jaunga)', 'chhat se', 'pills', 'neend ki goli',
      'mar (jau|jaun|jaunga|jaungi|jana)', 'jeene ka', 'jina nahi', 'zindagi khatam', 'mere bina', '(खुद|अपने आप|अपने को|सब|सब कुछ|सबकुछ|ज़िंदगी|जिंदगी|जीवन)( को)? (खत्म|ख़त्म) कर', 'मर जा', 'जीने का',
    ],
    despair: ['dil (bahut |bohot )?bhaa?ri', 'kisi se baat karni', 'padhai chhod(ni|na|ne) pad', 'haath (bhi )?uthata', '(roz )?maarta hai', '(koi )?umeed nahi', 'zindagi (hi )?fail', 'ro ro', 'tu nalayak', 'sir phat', 'gaali di[^.?!]{0,30}mann nahi', 'उम्मीद नहीं'],
    studyAsks: ['kya hai', 'kya hota', 'kya hote', 'matlab', 'samjhao', 'notes', 'chapter', 'kaise handle', 'kaise shant', '(customer|grahak|caller) (ro|chilla|gussa|gaali|abuse)', 'call cut'],
  },

  harm: {
    verbs: [],
    verbsAfter: ['padh', 'dekh', 'khol', 'hack', 'track', 'chura', 'pata (kar|laga|chal)', 'jaan', 'nikal', 'badal', 'chala', 'mangwa', 'manga', 'clone', 'kharab', 'band', 'down', 'tod', 'crack'],
    others: ['padosi', 'kisi (ka|ki|ke)', 'uska', 'uski', 'uske', '(dusre|dusron|doosre|teacher|sir|madam|boss|manager|dost|friend|bhai|behen|biwi|pati|gf|bf|padosi|bandi|bande|ladki|ladke|girlfriend|boyfriend) (ka|ki|ke)'],
    theirThings: [],
    hackAsks: ['kaise', 'kese', 'batao', 'sikhao', 'bata do'],
    hackWords: [],
    hackPatterns: [
      String.raw`\bhack\b[^.?!]{0,20}\b(kaise|kese|karo|kare|karu|karna|karne|kar do|app)\b`,
      // Money out of someone else's account with their OTP or PIN: 'customer se otp leke uske account se paise kaise nikale'.
      String.raw`\b(otp|pin|password)\b[^.?!]{0,40}\b(account|khate|khata)\b[^.?!]{0,20}\b(paise|paisa|money)\b[^.?!]{0,30}\b(nikal|nikale|nikalu|transfer|le lo|le lu|daal|dal|daalu|dalu|bhej)\w*`,
      String.raw`\bban (ke|kar|kr) (call|phone|message)\b`,
      String.raw`\b(logo|logon|customer|customers|grahak) (se|ka|ki|ke) (otp|pin|password)\b[^.?!]{0,40}\b(le|lena|lu|lun|mangwa|manga|nikal|kaise)`,
      String.raw`\bmarksheet\b[^.?!]{0,30}\b(number|marks?|nambar)\b[^.?!]{0,20}\bbad(a)?l\w*`,
      String.raw`\bchot (kaise )?(pahunch|pahuncha|de|dena|maar)\w*|\bsabak sikha`,
      String.raw`\b(virus|malware|keylogger)\b[^.?!]{0,10}\b(banana|bana|banao|banaye|banau|sikhao|bhej)\b`,
      // A third writer's Hinglish: people made to give their OTP, an APK that sends photos to one's server, fake reviews, beating someone.
      String.raw`\b(log|logo|logon|people)\b[^.?!]{0,15}\bapna otp\b[^.?!]{0,10}\b(de de|dede|de den|bata de)\b`,
      String.raw`\bapk\b[^.?!]{0,60}\b(photos|contacts|sms|messages)\b[^.?!]{0,30}\b(mere|mera|my) server\b`,
      String.raw`\bfake\b[^.?!]{0,15}\b(reviews?|ratings?)\b`,
      String.raw`\b(usko|use|unko|usse)\b[^.?!]{0,10}\b(peetna|peet|maarna|marna)\b|\bnishaa?n (na|nahi) (aaye|aaye|dikhe)\b`,
      // Records wiped or changed so that someone does not find out: 'recording mita deni hai taaki maalik ko pata na chale'.
      String.raw`\b(recording|footage|cctv|entry|entries|bill|hisab|hisaab|record)\w*\b[^.?!]{0,40}\b(mita|delete|hata|badal)\w*\b[^.?!]{0,30}\b(taaki|taki|jisse)\b[^.?!]{0,30}\bpata (na|nahi|nhi)\b`,
      // Put into someone's computers: 'school ke lab ke sab pc me virus daalna hai jo files delete kar de'.
      String.raw`\b(virus|malware|keylogger|ransomware)\b[^.?!]{0,10}\b(daal|dal|daalna|dalna|daalu|dalu|daalne|dalne|failana|phailana|chhodna)\b`,
      String.raw`\bfake\b[^.?!]{0,30}\b(banaye|banau|banana|bana|bhej)\b`,
      String.raw`\bddos\b[^.?!]{0,30}\b(kaise|kese|karo|kare|karna|kar do)\b`,
      String.raw`\b(login|password|id)\b[^.?!]{0,15}\bchura\w*`,
      // Devanagari: breaking in, stealing, forging, fraud and hurting, asked as something to do.
      '(हैक|क्रैक) (कैसे|करने का|करना|कर)', '(चुरा|चोरी)[^।?]{0,20}(कैसे|बेचना|है|ऐप|तरीका)', '(किसी|दूसरे|दूसरों|पड़ोसी|पड़ोस वाले|पत्नी|पति|बीवी|भाई|बहन|दोस्त|बॉस|टीचर|गर्लफ्रेंड|बॉयफ्रेंड|एक्स|लड़की|पापा|मम्मी|सामने वाले|उस)[^।?]{0,6}(का|की|के)[^।?]{0,25}(पासवर्ड|password|फ़ोन|फोन|phone|अकाउंट|account|वाईफाई|वाई-फाई|व्हाट्सएप|whatsapp|जीमेल|gmail|लोकेशन|सिम|वेबसाइट|लॉगिन|मैसेज|चैट|chat|फोटो|कैमरा|camera|Facebook|फेसबुक|Instagram|इंस्टाग्राम)[^।?]{0,40}(कैसे|तरीका|बताओ|खोल|पढ़|देख|पता|निकाल|दिख|मिल)',
      // Fake messages, calls and links written or sent to fool people; posing as someone to get their secrets.
      '(फर्जी|फ़र्ज़ी|नकली|झूठा|झूठे|fake)[^।?]{0,30}(मैसेज|message|sms|एसएमएस|कॉल|लिंक|वेबसाइट|स्क्रिप्ट)[^।?]{0,40}(लिखो|लिख दो|बना|भेज|ड्राफ्ट)', 'ड्राफ्ट बना',
      '(बनकर|बन के|बनके)[^।?]{0,50}(ओटीपी|otp|OTP|कार्ड नंबर|पिन|पासवर्ड)', 'कि (उसे|उन्हें|लोगों को|सामने वाले को) लगे',
      '(डेटा|data)[^।?]{0,50}बेच', '(नकली|फर्जी|फ़र्ज़ी)[^।?]{0,50}(बनता|बनवा)', '(एटीएम|atm|ATM)[^।?]{0,90}(लगाना है|लगाऊं|लगाऊँ)',
      'लिंक[^।?]{0,40}(कैमरा|camera)[^।?]{0,40}(मुझे|मेरे पास)',
      'चुपके से', 'बिना (किसी को )?पता (चले|लगे)', 'पैसे[^।?]{0,60}(किसी को )?पता (न|ना) (चले|लगे)', '(नकली|फर्जी|फ़र्ज़ी)[^।?]{0,50}(बना|बनाएं|बनाने)', '(सिम|कार्ड) क्लोन', 'वायरस[^।?]{0,20}(बना|बनाएं|भेज)', 'धोखा (देकर|दे कर|देना)',
      '(ओटीपी|पिन)[^।?]{0,20}(लेकर|ले कर|मांग|माँग)',
      // A customer's card noted to shop with later: 'कार्ड नंबर और CVV … नोट करके बाद में ऑनलाइन शॉपिंग कर लूँ'.
      '(कार्ड नंबर|cvv|CVV|सीवीवी|ओटीपी|पिन)[^।?]{0,40}(नोट|लिख|सेव)[^।?]{0,40}(शॉपिंग|खरीद|पेमेंट|ट्रांसफर)',
      // Others' logins, passwords or OTPs got out of them: 'ऐसी स्क्रिप्ट जिससे दूसरों का लॉगिन मेरे पास आ जाए', 'उनसे OTP निकलवाने का तरीका'.
      '(दूसरों|दूसरे|किसी|लोगों|सबके|सबका)[^।?]{0,6}(का|की|के)[^।?]{0,20}(लॉगिन|पासवर्ड|ओटीपी|otp)[^।?]{0,25}(मेरे पास|मुझे मिल|मिल जाए)',
      '(otp|ओटीपी|pin|पिन|पासवर्ड)[^।?]{0,15}(निकलवा|मंगवा|मँगवा)[^।?]{0,25}(तरीका|कैसे|बताओ)',
      '(पासवर्ड|लॉक|वाईफाई|वाई-फाई)[^।?]{0,20}(तोड़|तोड|क्रैक|हैक)[^।?]{0,30}(ऐप|तरीका|कैसे|बताओ)',
      // A customer's OTP taken to move their money to one's own: 'customer से OTP लेकर उसके wallet का balance अपने UPI में डालना है'.
      '(otp|ओटीपी|pin|पिन)[^।?]{0,25}(लेकर|ले कर|लेके)[^।?]{0,60}(अपने|मेरे) (upi|यूपीआई|account|अकाउंट|खाते|wallet|वॉलेट)', '(ओटीपी|पिन)[^।?]{0,30}(पूछ|ले)[^।?]{0,40}(अकाउंट|खाते) से पैसे', '(खाते|अकाउंट) से पैसे (कैसे )?निकाल', 'मार्कशीट[^।?]{0,40}(बदल|एडिट)', 'चोट (कैसे )?(पहुँचा|पहुंचा)',
      '(वेबसाइट|साइट)[^।?]{0,20}(बंद|डाउन) (कैसे|करना)', 'डेटा चुरा', 'डेटा बेच',
      // Someone's address or whereabouts dug out of a system: 'सिस्टम से उसका पूरा पता कैसे निकालूं'.
      '(उसका|उसकी|उसके|किसी का|किसी की|लड़की का|लड़की की|लड़के का)[^।?]{0,30}(पूरा |असली )?(पता|एड्रेस|लोकेशन|घर) (कैसे )?(निकाल|ढूँढ|ढूंढ|पता कर)',
    ],
    notHarm: [
      // 'koi trick batao fast typing ke liye'; not a trick to slip past a check ('jisse system pakad na paye').
      String.raw`\bkoi (hack|hacks|trick)s?\b(?![^.?!]*\b(pakad|pakd|pakda|pakde|pata na|pata nahi|chupke)\b)`, String.raw`\bek (dusre|doosre) (ka|ki|ke)\b[^.?!]{0,30}\b(na|nahi|nhi|mat)\b`],
    asksToDo: ['kaise', 'kese', 'kaise kare', 'tarika', '(kar )?(sakta|sakti|skta) (hu|hoon|hun) kya', 'chalega kya'],
    deeds: [
      String.raw`\b{asksToDo}\b[^.?!]{0,30}\b(chura|churaye|churau)`,
      String.raw`\b(steal|chura)\w*\b[^.?!]{0,25}\b(kaise|kese)\b`,
      // Someone's card, CVV, OTP or PIN noted to use later, or got out of them: 'card number aur cvv note karke shopping'.
      String.raw`\b(card (number|no|details)|cvv|otp|upi pin|atm pin)\b[^.?!]{0,40}\b(note|likh|save|copy|yaad)\w*\b[^.?!]{0,40}\b(shopping|kharid\w*|use|istemal|payment|transfer|recharge)\b`,
      String.raw`\bkisi (ka|ki|ke)\b[^.?!]{0,20}\b(pin|otp|password|cvv|card)\b[^.?!]{0,25}\b(nikal|jaan|pata kar|chura|mang)\w*`,
      String.raw`\b(bank|police|customer care|kyc|company) (wala|wali|officer|ka aadmi|ka banda) ban\s?(ke|kar)\b`,
      // Selling people's data: 'customers ka aadhaar aur bank details copy karke bechna hai'.
      // (Selling a plan or product to them is the course: 'customer ka data dekh ke plan kaise beche'.)
      String.raw`^(?![^.?!]*\b(plans?|products?|policy|policies|pack|recharge|offers?|services?)\b)[^.?!]*\b(customers?|clients?|logo|logon|grahak)\w*\b[^.?!]{0,40}\b(data|details|aadhaa?r|numbers?|records?)\b[^.?!]{0,40}\b(bech|sell)\w*`,
      // Writing a fake message to get people's secrets: 'ek fake bank sms likh do jisse log otp bhej de'.
      String.raw`\b(fake|nakli|farzi)\b[^.?!]{0,20}\b(sms|message|msg|mail|email|link|call|page|website)\b[^.?!]{0,30}\b(likh|bana|bhej|send|write)\w*`,
      // A lock broken to sell, or on a device picked up or stolen: 'uthaya hua laptop… lock kaise todu taaki bech saku'.
      String.raw`\b(password|lock|pin|pattern)\w*\b[^.?!]{0,40}\b(tod|khol|hata|crack|unlock|bypass)\w*\b[^.?!]{0,40}\b(bech|sell)\w*`,
      String.raw`\b(uthaya|uthayi|uthaye|uthai|chura\w*|chori)\b[^.?!]{0,30}\b(laptop|phone|mobile|pc|computer)\b[^.?!]{0,60}\b(password|lock|pin|pattern)\b`,
      // Electricity stolen: 'bijli ka meter bypass kaise kare taaki bill kam aaye'.
      String.raw`\b(meter|bijli)\b[^.?!]{0,30}\b(bypass|tamper|jump|ulta|rok|slow|dhima)\w*\b[^.?!]{0,40}\b(kaise|kese|tarika|bill)\b`,
      // Someone's Wi-Fi or password cracked, in Hindi word order: 'padosi ke wifi ka password crack karne ka tarika'.
      String.raw`\b(wi-?fi|password|pin|lock)\b[^.?!]{0,20}\b(crack|hack|tod)\w*\b[^.?!]{0,20}\b(tarika|kaise|kese|batao|sikhao)\b`,
    ],
    doVerbs: ['karna', 'kare', 'karu'],
    wrongs: ['chura\\w*', 'nikal(ne|na|u|un|o|e|wa)\\w*', 'hack\\w*', 'uda (lu|du|lo|do)', 'kharid (lu|lunga|loon|sakta|sakti)', 'shopping kar (lu|lunga|loon|sakta|sakti|skta)'],
    victims: ['log', 'logo', 'logon', 'logon ka', 'grahak', 'customers?', 'unka', 'unki', 'unke', 'sabka', 'sabki'],
    valuables: ['paisa', 'paise', 'paison', 'pin', 'otp', 'cvv', 'aadhaa?r', 'khata', 'account', 'details', 'data'],
    attacks: [],
    fool: ['bewakoof', 'bevkoof', 'ullu', 'phasa', 'fasa', 'thag'],
    secrets: ['paise', 'paisa'],
    forgeVerbs: ['bana', 'banaye', 'banau', 'banana', 'banwa'],
    papers: ['marksheet', 'praman patra'],
    stealth: ['chupke( se)?', 'kisi ko pata (chalega|chale|chal jayega)', 'pata (to )?(nahi|nhi|na) chal\\w*', 'pak[ad]?d[aie]? na (jaa?y?e|jaa?u|jaa?un|jaa?oon)', 'pata na chale', 'bina pakde', 'pakde bina', 'bina pakda', 'pakad na (paye|sake)', 'pakde?ga (to )?(nahi|nhi|na)', 'pakad (lega|legi|lenge) (to )?(nahi|nhi|na)', 'kisi ko pata na', 'बिना पकड़े', 'पता न चले', 'पकड़(ा|ी|े) न जाए', 'पकड़(ा|ी|े) (तो )?(नहीं|न) जा'],
    people: [
      String.raw`\b(banaye|banau|bana) (a )?(bomb|gun|weapon|poison)\b`,
      String.raw`\bbana\w* (a )?(virus|malware|ransomware|keylogger)\b`,
    ],
    defensive: ['bachne', 'bachaye', 'bachau', 'bache', 'bachein', 'bhool', 'hack ho gaya', 'hack ho gya', 'bachen', 'बचें', 'बचने', 'बचाएं', 'सुरक्षित', 'रिपोर्ट', 'पहचान', 'क्या है', 'क्या होता', 'हैक हो गया', 'क्या कहते', 'किसे कहते', 'क्या चीज', 'किसी ने', 'कट गए', 'कट गये', 'चोरी हो (गया|गई|गयी|जाए|जाये)', 'FIR', 'पुलिस', 'ब्लॉक'],
    asks: ['kaise', 'kese', 'batao', 'koi'],
    acts: [
      // Not English words that start alike: 'today', 'todo'.
      'tod(\\b|na|ne|u|un|ke|kar)', 'chura', 'chori', 'khali kar', 'maar', 'nikal ke', 'nikaal ke', 'jammer', 'dhima (kar|kaise)', 'badalna', 'badalne', 'badal ', 'clone', 'hack', 'crack',
      'unlock', 'bypass', 'spy app', 'forward kare', 'record karni', 'extra plan activate', 'ban ?kar (call|phone)', 'ban ke (call|phone)', 'bankar',
      '(database|data|details|keys|licen[cs]e)\\b[^.?!]{0,40}\\bbech', 'paise (kaise )?(khich|kheench|khinch|uda)', '(pin|otp|password) (bhi )?(kaise )?pata (kar|lag)',
      'तोड़', 'चुरा', 'चोरी', 'अनलॉक', 'हैक', 'क्रैक', 'धीमा (कर|कैसे)',
      'घुस', 'फर्जी', 'फ़र्ज़ी', 'नकली', 'झूठा', 'कीलॉगर', 'keylogger', 'ransomware', 'रैंसमवेयर', 'स्किमर', 'क्लोन', 'छुपाकर', 'मारना है',
    ],
    weakActs: ['khol', 'hata', 'copy', 'transfer', 'order', 'dekh', 'padh', 'fake', 'nikal', 'पढ़', 'पढू', 'खोल', 'देख', 'निकाल', 'पता कर', 'भेज', 'बदल', 'लगा', 'लेना है', 'password', 'पासवर्ड', 'ओटीपी', 'otp', 'pin', 'पिन'],
    aloneActs: ['clone (karne|karna|kare|karu)', 'ransomware (kaise )?bana', 'keylogger (kaise )?bana', 'virus (kaise )?bana'],
    notMine: [
      'padosi', 'dukandaar', 'dukaandar', 'log', 'logo ko', 'customer ko', 'grahak', 'dost', 'kisi', 'dusre', 'doosre', 'uska', 'uski', 'uske', 'sabki', 'sabka', 'logo', 'logon', 'teacher', 'sir', 'colleague', 'roommate',
      'sister', 'behen', 'bhai', 'mila hua', 'mili hui', 'pakda hua', 'pakdi hui', 'chori ka', 'chori wala', 'chori ki', 'customer ka', 'customer ki',
      'customer ke', 'company ka', 'school ki', 'office', 'competitor', 'padosi ke',
      'पड़ोसी', '(किसी|दूसरे|दूसरों)( और)? (का|की|के)', 'चोरी का', 'मिला हुआ',
      '(गर्लफ्रेंड|बॉयफ्रेंड|बीवी|पत्नी|बॉस|एक्स|लड़की|लड़के|बहन|पापा|मम्मी|मालिक|दुकान वाले|सामने वाले|लोगों|कस्टमर|कंपनी|ऑफिस|कॉलेज|बैंक) (का|की|के|को|से)',
      'उसके', 'उसकी', 'उसका', 'उसे', 'सबके', 'सबका', 'सबकी', 'एक बंदा', 'किसी को', 'किसी का', 'किसी की', 'किसी के',
    ],
    motives: [
      // Selling is the CRM course's work: only selling what was taken ('taaki bech saku').
      'taaki bech', 'taki bech', 'bechne ke liye', 'bech (du|dunga|doon|saku|sakun|denge)', 'bechne ka (business|dhanda|kaam)', 'free net', 'free internet', 'bill (kam|na)', 'bina bataye', 'bina consent', 'bina pata', 'chupke',
      'apne paas rakhna', 'rakhni hai', 'commission', 'marks badal', 'question paper', 'answer key', 'paise (lene|kamane|transfer)', 'trace na',
      'card number bata', 'otp bata',
      'ताकि बेच', 'बेचना है', 'बिल कम', 'चुपके',
      'पकड़ा (ना|न) जा', 'पता (ना|न|नहीं) (चले|लगे|चलेगा)', 'बिना (उसको|उसे|किसी को|उसके) पता', 'सबक सिखा', 'डराऊं', 'डराऊँ', 'परेशान करने',
      'पैसे (मेरे पास|निकलवा)', 'पैसों की (सख्त )?ज़रूरत', 'पैसों की (सख्त )?जरूरत', 'मुझे (भी )?(दिख|मिल)', 'मेरे पास (आ|रह)', 'निशान (ना|न) दिखे', 'बातें सबको',
    ],
    ownSide: ['bhool', 'mera khud', 'apna khud', 'apne khud', 'hack ho', 'bachne', 'bachaye', 'bachau', 'bache', 'bachna', 'bachen', 'kya hota', 'kya hai', 'kisi ne', 'wapas', '(galat|sahi|illegal|legal) (hai|h) kya', 'किसी ने', 'permission se',
      // One's own loss or a question about it: 'मेरा ईमेल हैक हो गया', 'फोन चोरी हो जाए तो', 'धोखा क्या है'.
      'क्या है', 'क्या होता', 'क्या होती', 'क्या चीज', 'क्या कहते', 'किसे कहते', '(हैक|hack) (हो|ho) (गया|गई|गयी|जाए|gaya)', 'चोरी हो (गया|गई|गयी|जाए|जाये)', 'वापस (कैसे )?पा', 'ब्लॉक', 'FIR', 'पुलिस', 'रिपोर्ट', 'मेरा ही', 'मेरी ही', 'ijazat se', '(consent|permission) (leke|lekar|le kar)', 'reading', 'pehchan', 'भूल', 'बचने', 'बचाएं'],
  },

  copy: {
    work: [
      'sawal', 'sawaal', 'jawab', 'jawaab', 'uttar', 'kaam', 'file', 'page', 'experiments?', 'answer', 'जवाब', 'सवालों',
      'असाइनमेंट', 'होमवर्क', 'टीएमए', 'प्रैक्टिकल', 'कोड', 'फाइल', 'फ़ाइल', 'प्रोजेक्ट', 'रिपोर्ट', 'निबंध', 'पीपीटी', 'रिकॉर्ड बुक', 'उत्तर', 'प्रश्न', 'सवाल', 'काम', 'कोड', 'प्रयोग',
    ],
    handIn: ['nakal', 'नकल(?!ी)', 'jama (karna|karni|karne)', '(mera|apna) naam (daal|likh)'],
    requests: [
      String.raw`\b(write|do|complete|finish|make)\b (mera|meri|mere) ([a-z]+ )?{work}\b`,
      String.raw`\b{work}\b[^.?!]{0,40}\b(likh|bana|kar|solve|complete)\s*(ke )?(do|de|dena|dijiye|doge|dedo)\b`,
      String.raw`\b(main|mai) (just |simply )?(copy|copy-paste|paste)\b`,
      String.raw`\bcopy[- ]?(paste )?(kar|kr) ?(lunga|lungi|dunga|dungi|lu|du|sakun|saku)\b`,
      String.raw`\bcopy karne ke liye\b`,
      // 'copy karna hai', not 'tma kab aur kahan jama karna hota hai' (how to hand it in).
      String.raw`^(?!.*\b(kab|kahan|kaha|kaise|kese|kidhar)\b).*\b(copy|nakal|submit|jama) (karna|karni|karne|karunga|karungi|kar dunga|kar dungi|karna hai|karni hai)\b`,
      String.raw`\bnakal\b`,
      String.raw`\b(teacher|sir|madam|mam) ko (dena|dikhana|jama|dikhani)\b`,
      String.raw`\b(samjhana|samjhao|explain) (mat|nahi)\b|\bseedha (answer|uttar|jawab)\b`,
      String.raw`\b(online test|test|exam|paper) chal (raha|rahi)\b`,
      String.raw`\b(solve|bana|likh|kar|hal) (ke|kar|karke|krke) (de do|do|bhej do|bhejo|dedo|de dijiye)\b`,
      String.raw`\bmera (kaam|assignment|homework|tma|project|file) (tum |aap )?(kar|bana|likh) (do|dena|dijiye|ke bhej do)\b`,
      String.raw`\b(main|mai) bas (submit|jama|copy)\b`,
      // It should look like one's own: 'apna likha hua lagna chahiye, … likhna tma'.
      String.raw`\b(apna|khud ka) likha hua lag\w*`,
      // While a test or exam is on: 'test live hai', 'online test tab me khula hai, bas option bata do'.
      String.raw`\b(test|exam|quiz)\b[^.?!]{0,15}\b(live hai|khula hai|chal raha|chal rahi)\b|\bbas option bata\w*|\bexam ke beech\b`,
      // Devanagari.
      '(असाइनमेंट|होमवर्क|टीएमए|फाइल|फ़ाइल|प्रोजेक्ट|रिपोर्ट|निबंध|पीपीटी|रिकॉर्ड बुक|उत्तर|प्रश्न पत्र|प्रयोग|कोड|काम)[^।?]{0,40}(लिख दो|लिखकर दो|लिख कर दो|बना दो|कर दो|हल करके|हल कर के|भेज दो|बता दो)',
      '^(?!.*(कब|कहाँ|कहां|कैसे)).*(जमा|सबमिट) (करना|करनी|करूँगा|करूंगा|करूँगी|कर दूँगा|कर दूंगा)', 'नकल(?!ी)', 'उतार (लूँगा|लूंगा|लूँगी|लूंगी)', 'उतारने', 'कॉपी (करने|में)', 'समझाओ मत', 'सीधा उत्तर',
      'टीचर को (देना|दिखाना)', 'दिखाना है', '(टेस्ट|परीक्षा) चल (रहा|रही)', 'मेरे लिए[^।?]{0,30}(लिख|बना)',
      String.raw`\bcopy kiya (hua )?na lage\b|\bna lage ki copy\b`,
      '(तैयार|हल|बना|लिख) (करके|कर के|कर) (दे दो|दो|भेज दो)', 'जमा करने हैं', 'मेरी जगह', '(टेस्ट|परीक्षा)[^।?]{0,20}(जवाब|उत्तर) (दे दो|बता दो|बताओ)',
      '(जवाब|सवालों)[^।?]{0,40}(लिख दो|लिखकर दो|बता दो|दे दो)',
      String.raw`\b(mera|apna) naam (daal|likh)\w*\b`,
      // Mixed: 'मेरा web development का पूरा project बना दो … मैं अपने नाम से submit करूँगा'.
      String.raw`\b(project|assignment|homework|tma|code|file|practical|report)\b[^।?]{0,60}(लिख दो|लिखकर दो|बना दो|बनाकर दो|बना के दो|दे दो|कर दो|भेज दो)`,
      // 'मैं copy paste करके submit कर दूँगी'.
      String.raw`\b(copy|copy[- ]paste)\b[^।?.]{0,20}(submit|सबमिट|जमा)`,
      '(अपने|मेरे) नाम से[^।?]{0,20}(submit|जमा|सबमिट|दे दूँ|दे दूं|दे दूँगा|दे दूंगा|दे दूँगी|दे दूंगी|दिखा)',
      // 'बस कॉपी पेस्ट करके अपने नाम से दे दूँगा'.
      '(कॉपी|copy)[- ]?(पेस्ट|paste)? (करके|कर के)[^।?]{0,30}(दे दूँ|दे दूं|दूँगा|दूंगा|दूँगी|दूंगी|जमा|सबमिट|submit)',
      // 'main waise ka waisa utaar dunga': copied down as it is.
      String.raw`\b(utaa?r|utaa?rna) (lunga|lungi|dunga|dungi|lu|du|loon|doon|lenge|denge)\b`,
      String.raw`\b(waise ka waisa|jaise ka taisa|hubahu|hu ba hu)\b`,
    ],
    requestWords: [
      'mera', 'meri', 'mere', 'likh', 'bana', 'kar', 'karke', 'karne', 'kr', 'ke', 'de', 'dena', 'dijiye', 'doge', 'dedo', 'lunga', 'lungi',
      'dunga', 'dungi', 'karunga', 'karungi', 'kar lunga', 'par', 'pe', 'ka', 'ki', 'na', 'taki', 'main', 'mai',
      String.raw`\d+ ?(shabd|shabdon|panne|page|line)`,
    ],
    writeIt: [
      'likh do', 'likh de', 'likhdo', 'bana do', 'bana de', 'banado', 'kar do', 'tayyar kar', 'likh ke de', 'bhej do',
      // Devanagari: write it, make it, send the whole code, tell the answer.
      'लिख दो', 'लिख दे', 'लिखना कि', 'बना दो', 'बना दे', 'कर दो', 'पूरा कोड', 'कोड (दो|भेजो|दे दो)', '(उत्तर|जवाब|answer) (दो|बताओ|दे दो|देते)', 'जल्दी बताओ', 'बताओ जल्दी', 'जल्दी भेजो', 'बस सही',
    ],
    passOff: [
      'main bolunga', 'main bolungi', 'maine likha', 'apni bana', 'apna bana', 'jama kar', 'submit kar', 'apna naam', 'mera naam', 'sir ko pata nahi',
      'teacher ko pata nahi', 'pakda nahi', 'copy karke', 'khud (banayi|banaya|likha|likhi)', 'apna likha hua', 'exam ke beech', '(phone|fone) se puch (raha|rahi)',
      'bahar se whatsapp', '(test|exam|quiz)[^.?!]{0,15}(khula|live|chal raha|chal rahi)', 'bas option bata',
      // Devanagari: handed in as one's own, or asked while a test is running.
      'अपने नाम से', 'मैंने बनाया', 'खुद (ने )?(लिखा|बनाया)', 'उतारना', 'वही भेज', 'लिख दूँ', 'लिख दूं', 'एग्जाम हॉल', 'वाइवा', 'की जगह (वही|ये)',
      '(टेस्ट|test|exam|एग्जाम|परीक्षा)[^।?]{0,12}(चल रहा|चल रही|खुला है|अभी खुला|हॉल)', '(टेस्ट|test)[^।?]{0,10}(में|me) [^।?]{0,12}सवाल आया', 'camera बंद', '(time|टाइम) खत्म', '(फोन|phone) से पूछ (रहा|रही)',
    ],
    ownWork: [
      'check kar', 'check karo', 'sahi hai kya', 'galti', 'grammar', 'samjhao', 'kaise likhe', 'kaise likhu', 'format', 'example',
      // Copying files and folders is computer work: 'reports folder ko backup folder me copy karna hai, command kya likhu'.
      'folder', 'command', 'terminal', 'pen ?drive', 'फ़ोल्डर', 'फोल्डर', 'कमांड',
    ],
  },

  studyCentre: {
    names: [
      String.raw`\bpaas (ka|ki|wala|wali) (cent(re|er)|institute)s?\b`, String.raw`\bcent(re|er)s? paas\b`,
      String.raw`\b(?<!call |contact )cent(re|er) (pe|par|me|mein)\b[^.?!]{0,30}\b(practical|contact class|class|computer|hota|milega|milegi)\b`,
      String.raw`\bcent(re|er) wale\b|\bpcp\b|\bcontact class\b`,
      String.raw`\b(?<!call |contact |service )cent(re|er) (pe |par |me )?([a-z]+ ){0,3}(jaana|jana|jaunga|jaungi|ja raha|ja rahi|jaate|jate)\b`,
      String.raw`\b(apne|mere) (area|ilake|shehar|sheher|gaon|zile) (me|mein)\b[^.?!]{0,30}\b(cent(re|er)|institute)\b`,
      String.raw`\b(paas|nazdeek|najdik) (me|mein|mai)\b[^.?!]{0,30}\bcent(re|er)\b`,
      String.raw`\b(nios|study|open school\w*) (ka|ke|ki|wala|wale) cent(re|er)\b`,
      String.raw`\b(gaon|gaanv|village|ghar|sheher|shahar) (ke )?(paas|nazdeek)\b[^.?!]{0,30}\bcent(re|er)\b`,
      String.raw`\b(?<!call |contact )cent(re|er)\b[^.?!]{0,50}\b(dhund|dhoond|dhundh|dhoondh|khoj)\w*`,
      'अध्ययन केंद्र', 'स्टडी सेंटर', '(मान्यता प्राप्त|मान्य) संस्थान', 'संपर्क कक्षा', 'प्रैक्टिकल (करने )?(कहाँ|कहां)', '(?<!कॉन्टैक्ट |कॉल |कांटेक्ट )(केंद्र|सेंटर) (पर|में)', '(नज़दीक|नजदीक|पास) (का|कौन सा|वाला) (केंद्र|सेंटर)',
      '(दूसरा|दूर) (केंद्र|सेंटर)', '(केंद्र|सेंटर) (बहुत )?दूर', 'जिले में[^।?]{0,30}(केंद्र|सेंटर)',
    ],
    where: ['kaha', 'kahan', 'kidhar'],
    gives: [],
    atCentre: [],
    asksWhere: [String.raw`\b(kaha|kahan|kidhar|gaon|sheher|shahar|zila|paas)\b`, String.raw`\b[a-z]+ (me|mein|mai) (koi )?study`],
    findsOne: [
      String.raw`\b(mere|ghar ke|gaon ke|gaanv ke|shehar ke|sheher ke|area ke) (paas|pass|najdik|nazdeek|nazdik)\b`,
      '(मेरे|घर के|गाँव के|गांव के|शहर के|इलाके के) (पास|नज़दीक|नजदीक)',
    ],
    whatToAsk: [String.raw`\b(kya kya|kya) (puchh?|pooch|poochh)(na|u|e|o|ne|lu|le|lena|lun)?\b`],
    visit: [String.raw`\b(kya kya|kya|kaun se|kaunse) (le (jaun|jau|jana|jaana|jaaun)|lekar (jaun|jau|jana)|saath (le|laana|lana)|documents?|kagaz|kaagaz)\b`, 'क्या (क्या )?(ले (जाऊं|जाऊँ|जाना)|लेकर (जाऊं|जाऊँ|जाना))', '(कौन से|कौनसे) (दस्तावेज़|दस्तावेज|कागज़|कागज|डॉक्यूमेंट)'],
  },

  careers: {
    job: ['naukri'],
    career: ['naukari'],
    placement: [],
    employment: ['rozgar'],
    after: ['baad', 'karke', 'kar ke'],
    prospects: ['milegi', 'milega', 'milti', 'milta', 'mil sakti', 'mil sakta', 'mil jayegi', 'mil jaegi'],
    ownWork: ['(apna|apni|apne) (\\w+ ){0,2}(business|dukaan|dukan|shop|kaam)', 'khud (ka|ki|ke) (\\w+ ){0,2}(business|kaam|shop|dukaan|dukan)', 'ghar (se|baithe) kaam'],
    which: ['kaunsi', 'konsi', 'kaun si', 'kon si', 'kya'],
    available: ['milegi', 'milti', 'milega', 'hai'],
    jobs: [
      String.raw`\bcourse (ka|ki|ke) (scope|future)\b`,
      // 'kaam' is also a thing's function ('CPU kya kaam karta hai'): work after the course only.
      String.raw`\b(course|padhai|it essentials|web development|data entry|crm|hardware|isko|iske|ise)\b[^.?!]{0,10}\b(ke baad|karke|kar ke)\b[^.?!]{0,30}\b(kaunse|konse|kaun se|kon se|kaunsa|konsa|kya|kis tarah ka) kaam\b`,
      String.raw`\b(naukri|naukari|job|kaam|post) (milegi|milega|milta|milti|mil jayegi|mil jayega|mil sakti|mil sakta)\b`,
      String.raw`\b(naukri|naukari|job) (jaldi |jald |turant )?(lag|lagegi|lagega|lag sakti|lag sakta|lag jayegi|lag jaegi)\b`,
      // Where to look for one: 'data entry seekh ke kin jagah pe naukri dhundhu'.
      String.raw`\b(naukri|naukari|job)\b[^.?!]{0,10}\b(dhundh|dhoondh|dhund|talash|search)\w*|\bkin (jagah|jagaho|jagahon)\b[^.?!]{0,20}\b(naukri|naukari|job)\b`,
      // 'data entry seekh ke kaam kahan milta hai'.
      String.raw`\b(kaam|naukri|naukari|job) (kahan|kaha|kidhar|kis jagah) (milta|milti|milega|milegi|mil sakta|mil sakti)\b`,
      // 'hardware seekhne ke baad kaam kya milega'.
      String.raw`\b(naukri|naukari|job|kaam) (kya|kaunsa|konsa|kaisa|kaunsi|konsi|kaisi) (milegi|milega|milta|milti|mil sakta|mil sakti)\b`,
      String.raw`\b(kaunsi|konsi|kaun si|kon si|kya) (post|job|naukri|naukari)\b`,
      // Growing in the work: 'join karne ke baad aage promotion me kya ban sakte hai'.
      String.raw`\b(promotion|tarakki|taraqqi|growth)\b[^.?!]{0,30}\b(kya|kaise|kab|milega|milegi|ban)\b|\baage (chal ?kar |jaake |ja ke )?kya ban\b`,
      '(नौकरी|जॉब|रोज़गार|रोजगार) (मिलेगी|मिलेगा|मिलती|मिल सकती|मिल जाएगी)', '(के बाद|करके|सीखकर)[^।?]{0,30}(नौकरी|काम|पद|जॉब)', '(सरकारी|पार्ट टाइम) नौकरी',
      'घर बैठे[^।?]{0,20}काम', '(कौन सा|कौनसा|क्या) काम मिलेगा',
    ],
    courseWhich: ['kaunsa', 'konsa', 'kaun sa', 'kon sa', 'kaunsi', 'konsi'],
    courseFits: ['le', 'lu', 'loon', 'karu', 'karun', 'sahi', 'accha', 'achha'],
    choose: ['chunu', 'chunoon'],
    whichCourse: [
      String.raw`\b(kaunsa|konsa|kaun sa|kon sa|kaunsi|konsi|kis) (computer )?course\b`,
      String.raw`\bcourse (kaunsa|konsa|kaun sa|kon sa) (lu|loon|karu|karun|le|sahi|accha|achha)\b`,
      String.raw`\b(web development|data entry|it essentials|crm|hardware) (lu|loon|karu|karun|le) ya\b`,
      String.raw`\b(sabse )?(accha|achha|acha|aasan|asan|sahi) course (kaunsa|konsa|kaun sa|kon sa)\b`,
      // 'kaunsa lu' chooses a course only when a course is named ('2.4 ya 5 ghz, kaunsa lu' is Wi-Fi).
      String.raw`\b(kaunsa|konsa|kaun sa|kon sa) (chunu|chunoon|lu|loon)\b(?=[^.?!]*\b(course|web development|data entry|it essentials|crm|hardware)\b)`,
      String.raw`\b(course|web development|data entry|it essentials|crm|hardware)\b[^.?!]*\b(kaunsa|konsa|kaun sa|kon sa) (chunu|chunoon|lu|loon)\b`,
      '(में से|मे से) (कौन सा|कौनसा) (लूं|लूँ|चुनूं|चुनूँ|करूं|करूँ)', '(सबसे )?(आसान|अच्छा|सही) (कोर्स|पाठ्यक्रम) (कौन सा|कौनसा)',
      '(कौन सा|कौनसा|कौन-सा) (कोर्स|पाठ्यक्रम)', '(कोर्स|पाठ्यक्रम) (कौन सा|कौनसा) (लूँ|लूं|चुनूँ|चुनूं|करूँ|करूं|सही)',
    ],
    payWords: ['kamai', 'tankhwah', 'tankhwa', 'tankha', 'पगार', 'वेतन', 'तनख्वाह', 'तनख़्वाह', 'सैलरी', 'कमाई'],
    howMuch: ['kitni', 'kitna', 'kitne'],
    payAfter: ['milegi', 'milega', 'milti', 'baad', 'hogi', 'hota', 'hoti'],
    and: ['aur'],
    pay: [String.raw`\bkama (sakte|sakta|sakti|lunga|paunga)\b`, '(कितनी|कितना)[^।?]{0,20}(सैलरी|तनख्वाह|तनख़्वाह|वेतन|कमाई|पैसा)', '(सैलरी|तनख्वाह|तनख़्वाह|वेतन|कमाई|पैसा)[^।?]{0,30}(कितनी|कितना)'],
    moneyMatters: [],
    // Searching for jobs on the web is a search skill: 'गूगल पर सरकारी नौकरी की भर्ती ढूँढ रहा हूँ, सिर्फ सरकारी वेबसाइट वाले रिज़ल्ट'.
    computerJobs: ['गूगल', 'google', 'सर्च', 'search'],
  },

  numbers: {
    // In the spellings students type. ('char' is short for characters, 'saath' is 'with', 'sat' and
    // 'tin' are English: left out.) In Devanagari too ('पाँच मिनट में पंद्रह सौ अक्षर'), read with nukta and
    // chandrabindu left out (language/devanagari.ts normalDevanagari): 'पाँच' is 'पांच', 'हज़ार' 'हजार'.
    units: {
      teen: 3, chaar: 4, paanch: 5, panch: 5, chhe: 6, chhah: 6, saat: 7, aath: 8, nau: 9, das: 10, dus: 10, gyarah: 11,
      barah: 12, baarah: 12, pandrah: 15, pandra: 15, bees: 20, pachees: 25, pachis: 25, tees: 30, chalis: 40, chaalis: 40,
      pachas: 50, pachaas: 50, sattar: 70, assi: 80, nabbe: 90, dedh: 1.5, dhai: 2.5, dhaai: 2.5,
      तीन: 3, चार: 4, पाँच: 5, छह: 6, छः: 6, सात: 7, आठ: 8, नौ: 9, दस: 10, ग्यारह: 11, बारह: 12, तेरह: 13, चौदह: 14,
      पंद्रह: 15, पन्द्रह: 15, सोलह: 16, सत्रह: 17, अठारह: 18, उन्नीस: 19, बीस: 20, पच्चीस: 25, तीस: 30, पैंतीस: 35,
      चालीस: 40, पैंतालीस: 45, पचास: 50, साठ: 60, सत्तर: 70, पचहत्तर: 75, अस्सी: 80, नब्बे: 90, डेढ़: 1.5, ढाई: 2.5,
      // The rest of 21-99, as Hindi voice typing writes them ('इक्कीस मिनट देर से', 'उनतीस को बाइनरी में').
      इक्कीस: 21, बाईस: 22, तेईस: 23, चौबीस: 24, छब्बीस: 26, सत्ताईस: 27, अट्ठाईस: 28, उनतीस: 29, इकतीस: 31, बत्तीस: 32,
      तैंतीस: 33, चौंतीस: 34, छत्तीस: 36, सैंतीस: 37, अड़तीस: 38, उनतालीस: 39, इकतालीस: 41, बयालीस: 42, तैंतालीस: 43,
      चवालीस: 44, छियालीस: 46, सैंतालीस: 47, अड़तालीस: 48, उनचास: 49, इक्यावन: 51, बावन: 52, तिरेपन: 53, चौवन: 54,
      पचपन: 55, छप्पन: 56, सत्तावन: 57, अट्ठावन: 58, उनसठ: 59, इकसठ: 61, बासठ: 62, तिरेसठ: 63, चौंसठ: 64, पैंसठ: 65,
      छियासठ: 66, सड़सठ: 67, अड़सठ: 68, उनहत्तर: 69, इकहत्तर: 71, बहत्तर: 72, तिहत्तर: 73, चौहत्तर: 74, छिहत्तर: 76,
      सतहत्तर: 77, अठहत्तर: 78, उनासी: 79, इक्यासी: 81, बयासी: 82, तिरासी: 83, चौरासी: 84, पचासी: 85, छियासी: 86,
      सत्तासी: 87, अट्ठासी: 88, नवासी: 89, इक्यानवे: 91, बानवे: 92, तिरानवे: 93, चौरानवे: 94, पचानवे: 95, छियानवे: 96,
      सत्तानवे: 97, अट्ठानवे: 98, निन्यानवे: 99,
      ikkis: 21, bais: 22, chaubis: 24, chhabbis: 26, sattais: 27, athais: 28, untees: 29, battis: 32, chhattis: 36,
      ikkees: 21, baees: 22, teis: 23, chaubees: 24, pachchees: 25, pachchis: 25, pacchis: 25, chhabbees: 26, sattaees: 27, atthaees: 28,
      pachpan: 55, chhappan: 56, pachhattar: 75, pachasi: 85,
    },
    scales: { sau: 100, hazaar: 1000, hazar: 1000, hajar: 1000, hajaar: 1000, सौ: 100, हज़ार: 1000, लाख: 100000, करोड़: 10000000 },
    // 'do' is also 'give' ('example do', 'उदाहरण दो'), 'ek' an article ('ek din ka kharcha', 'एक फ़ॉर्म में').
    onlyBeforeMeasure: { do: 2, ek: 1, aadha: 0.5, adha: 0.5, दो: 2, एक: 1, आधा: 0.5 },
    measures: ['sau', 'hazaa?r', 'hajaa?r', 'ghante?', 'ghanta', 'सौ', 'हज़ार', 'लाख', 'करोड़', 'मिनट', 'घंट[ेा]', 'सेकंड'],
    joiners: [],
    fractions: { saadhe: 0.5, saade: 0.5, sadhe: 0.5, sade: 0.5, sawa: 0.25, sava: 0.25, paune: -0.25, साढ़े: 0.5, सवा: 0.25, पौने: -0.25 },
  },

  calculators: {
    hours: ['ghante', 'ghanta', 'ghanto'],
    days: ['din', 'दिन'],
    perHour: ['har ghante', 'ek ghante', 'prati ghanta', 'per ghanta', '1 ghante'],
    howMany: ['kitn[ei]', 'kitna', 'aayengi', 'aayenge'],
    of: ['ka', 'ki', 'ke', 'wala', 'wali'],
    holds: ['me', 'mein', 'main', 'mai', 'hai'],
    each: ['har'],
    after: ['me', 'mein', 'main', 'mai', 'ke', 'ki', 'ka'],
    readAs: {
      कितने: 'how many', कितनी: 'how many', कितना: 'how many', हर: 'har',
      'हर घंटे': 'per hour', 'हर घंटा': 'per hour', 'प्रति घंटे': 'per hour', 'प्रति घंटा': 'per hour',
      'देर से': 'late', 'देरी से': 'late',
      'बातचीत का समय': 'talk time', 'बात करने का समय': 'talk time',
      'मैच नहीं': 'not matching', 'मेल नहीं': 'not matching', 'मिलान नहीं': 'not matching', 'अदला-बदली': 'swapped', 'अदला बदली': 'swapped',
    },
  },
};
