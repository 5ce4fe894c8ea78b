/** Small text helpers shared by retrieval and the offline tutor. */

const ENGLISH_STOPWORDS =
  `a about above after again all also am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers him his how
  i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own
  same she should so some such than that the their theirs them then there these they this those through to too under
  until up very was we were what when where which while who whom why will with would you your yours yourself please
  tell explain explains explained show give know want need help mean means meaning define definition describe example
  examples
  ok okay okk hmm hmmm yeah yup yep sure fine cool nice great good best better lol sir madam maam bro pls plz thing things
  something someone anything way ways really actually make makes made making use uses used today now
  say says said many much wat wht whats pls plz u ur abt go goes going went gone come comes came get gets got put puts take takes took
  don doesn didn isn aren wasn weren won shouldn couldn wouldn haven hasn ll ve`.split(/\s+/);

const STOP_ENGLISH = new Set(ENGLISH_STOPWORDS);

/** Hindi function words as students type them in Latin script ('kya', 'kaise', 'isse', 'raha'). */
const HINGLISH_FUNCTION_WORDS = new Set(
  `kya kyaa hai hain ho hota hoti hote hua hui tha thi ka ki ke ko se mein me aur ya bhi toh nahi nahin na kuch koi
  kaise kaisa kaisi kyon kyun kyu kab kahan kaun kitna kitni kitne batao bataye bataiye samjhao samjhaye samjhaiye
  matlab mujhe mera meri mere hum hame hamein aap aapka tum yeh ye woh wo iska uska iski uski iske uske karna karne
  karte karta karti karo kare karein karen kar kiya kiye sakta sakte sakti chahiye wala wale wali liye lie ek
  tarika tarike tareeka kaam acha accha achha theek thik haan ji bhai yaar
  raha rahi rahe rha rhi rhe sirf bas baaki baki waala waali aisa aise aisi waisa warna varna agar tab jab ab abhi phir fir
  sab saare sare saara poore poora pura pure puri apna apne apni usi isi unme inme mai main maine humne tumne usne kisi
  kiska kis kaha kahan yaha yahan waha wahan dena dete deti diya diye du dun lena lete liya lo jana jaata jata jaate
  jati jaye jaaye jayega jaega jaenge aaya aaye aayega aata aate aati hona hone hoga hogi honge hu hoon hun the thhe karke
  karu karun lagta lagti lagte lagega lagau lagaye lagaen lagana lagwa laga lagate lagi baar zaroori zaruri seedha sidha
  sach ekdum bahut thoda kaafi kafi wahi yahi sakta sakti sakte skte bolu bole bolna bolta bolti bolte chahte chahta
  chahti hue usko isko unko inko humko tumko mujhko mai hai hain hota pata dekhu dekho dekhe dekhna kiski
  pe par pr chali chala chalo gaya gayi gaye
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
);

const STOPWORDS = new Set([...ENGLISH_STOPWORDS, ...HINGLISH_FUNCTION_WORDS]);

/** Hindi function words that are not also English ones ('me', 'the', 'hi', 'are' are both). */
const ONLY_HINDI = new Set([...HINGLISH_FUNCTION_WORDS].filter((w) => !STOP_ENGLISH.has(w) && !['hi', 'he', 'ha', 'are', 'mat', 'bas', 'the', 'par', 'pe'].includes(w)));

/** How many Hindi-only function words a message holds: two or more and it is written in Hinglish. */
export const hinglishWordCount = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => ONLY_HINDI.has(w)).length;

/** Hinglish verbs and nouns that carry the question ("typing speed kaise badhaye"), in the notes' English. */
const HINGLISH: Record<string, string> = {
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
  // Everyday words for what the notes name otherwise.
  photo: 'image', photos: 'images', pic: 'image', pics: 'images', foto: 'image', fotos: 'images', ajeeb: 'strange', ajib: 'strange',
  kaagaz: 'paper', kagaz: 'paper', kagaj: 'paper', phas: 'jam', phasa: 'jam', phans: 'jam', phansa: 'jam', phasi: 'jam',
  atak: 'stuck', atka: 'stuck', atki: 'stuck',
  // A customer who shouts is an angry customer, as the notes say it.
  gaali: 'abusive', gali: 'abusive', galiyan: 'abusive',
  chilla: 'angry', chillana: 'angry', chillata: 'angry', chillati: 'angry', shant: 'calm', shaant: 'calm',
  // Short forms students type for what the notes spell out.
  js: 'javascript', ppt: 'presentation',
  shikaayat: 'complaint', gussa: 'angry', gusse: 'angry', gusso: 'angry', naraz: 'angry', naraaz: 'angry', maafi: 'apology', maaf: 'sorry',
};

/**
 * Hindi verb roots: a verb comes in many endings ('dikhana', 'dikhane', 'dikhta', 'dikhao', 'dikhaiye'),
 * so a word not listed above is tried as a root and an ending.
 */
const VERB_ROOTS: Record<string, string> = {
  dikh: 'show', dikha: 'show', bana: 'create', ban: 'create', badh: 'increase', badha: 'improve', sudhar: 'improve',
  hata: 'remove', nikal: 'remove', mita: 'delete', bach: 'avoid', bacha: 'protect', badal: 'change', badl: 'change',
  khel: 'play', kharid: 'buy', khareed: 'buy', puch: 'ask', pooch: 'ask', jod: 'add', jud: 'connect', rok: 'stop',
  ruk: 'stop', likh: 'write', padh: 'read', bhej: 'send', dhund: 'find', dhoond: 'find', dhundh: 'find', gin: 'count',
  khol: 'open', khul: 'open', sikh: 'learn', seekh: 'learn', daba: 'press', sun: 'listen', sambhal: 'handle',
  rakh: 'keep', chhup: 'hide', chup: 'hide', chhupa: 'hide', chupa: 'hide', bhar: 'fill', bhara: 'fill',
  ghat: 'reduce', ghata: 'reduce', jaanch: 'check', janch: 'check', naap: 'measure', lagaa: 'install',
  chala: 'run', chal: 'run', gir: 'fall', toot: 'break', tut: 'break', jal: 'burn', sulajh: 'solve', suljha: 'solve',
  bachaa: 'save', laga: 'add', lag: 'add',
};
const VERB_ENDINGS = ['iyega', 'iye', 'aiye', 'ayenge', 'ayega', 'enge', 'egi', 'ega', 'aye', 'ayi', 'ane', 'ana', 'ani', 'ate', 'ata', 'ati', 'ao', 'ne', 'na', 'ni', 'te', 'ta', 'ti', 'en', 'ein', 'o', 'e', 'u', 'i'];

function hinglishToEnglish(word: string): string | undefined {
  const w = word.toLowerCase();
  if (w in HINGLISH) return HINGLISH[w];
  if (STOPWORDS.has(w) || w.length < 4) return undefined;
  // 'hatate' is 'hata' + 'te', not 'hat' + 'ate': every ending is tried for a known root.
  for (const ending of VERB_ENDINGS) {
    const root = w.slice(0, -ending.length);
    if (w.endsWith(ending) && root.length >= 3 && root in VERB_ROOTS) return VERB_ROOTS[root];
  }
  return undefined;
}

/**
 * Words that name another part of life (love, health, food, sport, films, politics, religion). The
 * notes never use them, and in a question they mean it is about that, not a course: they keep the
 * full weight of an unknown word even in Hinglish, where other unknown words weigh less.
 */
export const OTHER_LIFE_WORDS = new Set(
  `girlfriend boyfriend gf bf ladki ladka crush propose pyaar pyar ishq dating breakup
  anniversary wife patni pati sasural rishta mom dad papa fighting quarrel depressed lonely crying
  dawai dawa bukhar fever cough khansi bp diabetes pregnancy gym protein workout diet supplement supplements bodybuilding
  recipe biryani chole bhature roti sabzi paneer maida khana cooking cook
  cricket ipl kohli dhoni football kabaddi
  movie movies bollywood salman shahrukh song gaana
  election elections bjp congress modi minister politics crypto bitcoin mutual sensex nifty stocks invest investment
  bhagwan god puja mandir masjid horoscope kundli rashifal`.split(/\s+/).filter(Boolean),
);

export const namesOtherLife = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => OTHER_LIFE_WORDS.has(w));

/** The English words Hinglish is put into ('shout', 'calm'): the notes may not use them, but they are no slips. */
const ENGLISH_OF_HINGLISH = new Set([...Object.values(HINGLISH), ...Object.values(VERB_ROOTS)].flatMap((e) => e.split(/\s+/)));

/** Every Hinglish content word the tutor knows, listed or by its verb root, and the English it becomes. */
export const isHinglish = (word: string) => hinglishToEnglish(word) !== undefined || ENGLISH_OF_HINGLISH.has(word.toLowerCase());

/** Hinglish phrases whose words alone mislead: 'on nahi ho raha' is a PC with no power. */
const PHRASES: [RegExp, string][] = [
  [/\bon\s+(?:hi\s+)?(?:nahi|nahin|nhi)\s+(?:ho|hota|hoti)\b/gi, 'no power, no lights '],
  [/\bband\s+(?:ho\s+)?(?:ja|jata|jaata|jati|jaati|gaya|gayi)\b/gi, 'shuts down '],
];

/** The question with its Hinglish phrases and content words put into English, for searching the notes. */
export const inEnglish = (text: string) =>
  PHRASES.reduce((t, [pattern, english]) => t.replace(pattern, english), text).replace(/[a-z]+/gi, (w) => hinglishToEnglish(w) ?? w);

/**
 * Lower-cased word tokens. A hyphenated word is also its parts ('drop-down' → 'drop', 'down';
 * 'four-step' → 'step'), so 'drop down list' finds it; parts under three letters ('e-mail') are not.
 */
const HYPHENATED = /(?<![a-z0-9+#.-])[a-z]+(?:-[a-z]+)+(?![a-z0-9+#-])/g;

/** A prefix that turns a word into its opposite: 'de-escalation' is no 'escalation', 'non-stop' no 'stop'. */
const MEANING_PREFIX = /^(de|un|non|anti|dis)-/;

export function words(text: string): string[] {
  const lower = text.toLowerCase();
  const spaced = lower.includes('-') ? lower.replace(HYPHENATED, (w) => (MEANING_PREFIX.test(w) ? w : `${w} ${w.split('-').filter((p) => p.length >= 3).join(' ')}`)) : lower;
  return spaced.match(/[a-z0-9][a-z0-9+#.-]*[a-z0-9+#]|[a-z0-9]/g) ?? [];
}

/** A light English stemmer: enough that 'spreadsheets' finds 'spreadsheet' and 'typing' finds 'type'. */
export function stem(word: string): string {
  // Four letters: only the plural ('nods', 'keys', 'tags'); shorter words stay as they are.
  if (word.length <= 3) return word;
  if (word.length === 4) return word.endsWith('s') && !/(ss|us|is|os)$/.test(word) ? word.slice(0, -1) : word;
  // A word with no vowel is an abbreviation, not a plural: 'https' is not 'http'.
  if (!/[aeiouy]/.test(word)) return word;
  return dropSilentE(suffixless(word));
}

function suffixless(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  // 'justified' is 'justify', 'copied' is 'copy' (as 'justifies' is).
  if (word.endsWith('ied') && word.length > 5) return `${word.slice(0, -3)}y`;
  // 'escalation' is 'escalate', 'validation' is 'validate': one term, whichever the notes use.
  if (word.endsWith('ation') && word.length > 8) return `${word.slice(0, -3)}e`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 6) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 5) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

/** 'handle', 'handles', 'handled' and 'handling' are one word: 'handl'; 'theme' stays itself, not the stop-word 'them'. */
const dropSilentE = (word: string) => (word.length > 4 && word.endsWith('e') && !word.endsWith('ee') && !STOPWORDS.has(word.slice(0, -1)) ? word.slice(0, -1) : word);

/** The meaningful, stemmed terms of a text (stopwords dropped). */
export const keyTerms = (text: string) => words(text).filter((w) => !STOPWORDS.has(w)).map(stem);

export const isStopword = (word: string) => STOPWORDS.has(word);

/**
 * Words that say what to do or how, not what about ('install', 'handle', 'steps', 'properly'); and
 * 'customer', which the CRM notes use everywhere. A question's topic is in its other words: these
 * weigh less in retrieval, yet still choose between sections on one topic (install vs remove RAM).
 * Stemmed, as the index stems them.
 */
const ACTION_WORDS = new Set(
  `install installing installed handle handling handled put putting step steps properly proper
  add adding create creating remove removing set setting setup fix fixing change changing do doing done deal dealing
  manage managing apply applying follow following keep keeping start starting stop stopping find finding work working
  happen happens process procedure method methods guide learn learning customer customers quickly easily exactly
  simple simply`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);

/** Words that ask for a shape of answer ('the difference between'), not a topic. Stemmed. */
const SHAPE_WORDS = new Set(['difference', 'differences', 'differ', 'different', 'compare', 'comparison', 'explain', 'explains'].map(stem));

/** Whether a stemmed term asks for a shape of answer (see SHAPE_WORDS). */
export const isShapeWord = (term: string) => SHAPE_WORDS.has(term);

/** Whether a stemmed term says what to do rather than what about (see ACTION_WORDS). */
export const isActionWord = (term: string) => ACTION_WORDS.has(term);

/** Plain text from markdown: no code fences, tables, emphasis or link syntax. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^\s*\|.*\|\s*$/gm, ' ')
    // Headings are labels, not sentences; list items and lines end as sentences of their own.
    .replace(/^\s*#{1,6}\s.*$/gm, ' ')
    .replace(/^\s*(?:[-*]|\d+\.)\s+(.*?)([.!?:])?\s*$/gm, (_m, item: string, end?: string) => `${item}${end && end !== ':' ? end : '.'}`)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Sentences of a plain text. */
export const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** Whitespace-separated words in a text. */
export const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;
