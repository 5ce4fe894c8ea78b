/** Small text helpers shared by retrieval and the offline tutor. */

const STOPWORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers him his how
  i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own
  same she should so some such than that the their theirs them then there these they this those through to too under
  until up very was we were what when where which while who whom why will with would you your yours yourself please
  tell explain explains explained show give know want need help mean means meaning define definition describe example
  examples
  ok okay okk hmm hmmm yeah yup yep sure fine cool nice great good best better lol sir madam maam bro pls plz thing things
  something someone anything way ways really actually make makes made making use uses used today now
  say says said many much
  kya kyaa hai hain ho hota hoti hote hua hui tha thi ka ki ke ko se mein me aur ya bhi toh nahi nahin na kuch koi
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
  wat wht whats pls plz u ur abt pe par pr chali chala chalo gaya gayi gaye
  don doesn didn isn aren wasn weren won shouldn couldn wouldn haven hasn ll ve`.split(/\s+/),
);

/** Hinglish verbs and nouns that carry the question ("typing speed kaise badhaye"), in the notes' English. */
const HINGLISH: Record<string, string> = {
  badhaye: 'improve', badhayein: 'improve', badhaen: 'improve', badhana: 'improve', sudhare: 'improve', sudharein: 'improve',
  sikhe: 'learn', seekhe: 'learn', sikhna: 'learn', seekhna: 'learn', banaye: 'create', banayein: 'create', banate: 'create',
  nikale: 'calculate', nikalein: 'calculate', nikalte: 'calculate', bachein: 'avoid', bache: 'avoid', hataye: 'remove',
  likhe: 'write', likhna: 'write', padhe: 'study', padhai: 'study', yaad: 'remember', fark: 'difference', antar: 'difference',
  galti: 'mistake', galtiyan: 'mistakes', tez: 'fast', surakshit: 'safe',
  dikhaye: 'show', dikhaen: 'show', dikhana: 'show', dikhe: 'show', dikhta: 'show', chupaye: 'hide', chhupaye: 'hide',
  banana: 'create', banaen: 'create', naya: 'new', nayi: 'new', naye: 'new', purana: 'old', purane: 'old',
  purani: 'old', galat: 'wrong', sahi: 'correct', kam: 'less', zyada: 'more', jyada: 'more', dabana: 'press', dabaye: 'press',
  dabate: 'press', bijli: 'power', kheench: 'pull', kheenche: 'pull', nikal: 'remove', nikalna: 'remove', milta: 'get',
  milega: 'get', mili: 'found', baat: 'talk', aankh: 'eyes', aankhen: 'eyes', aankho: 'eyes', dard: 'pain', bhejna: 'send',
  bheje: 'send', dhundhe: 'find', dhoondhe: 'find', dhundna: 'find', jode: 'add', jodna: 'add', gine: 'count', ginna: 'count',
  kholna: 'open', khole: 'open', chalu: 'start', kharab: 'damaged', dheema: 'slow', dheere: 'slow',
  hatana: 'remove', bachaye: 'protect', bachana: 'protect', padi: 'found', kaatna: 'cut',
};

/** Every Hinglish word the tutor knows: function words and the content words above. */
export const isHinglish = (word: string) => word in HINGLISH;

/** The question with its Hinglish content words put into English, for searching the notes. */
export const inEnglish = (text: string) => text.replace(/[a-z]+/gi, (w) => HINGLISH[w.toLowerCase()] ?? w);

/** Lower-cased word tokens. */
export const words = (text: string) => text.toLowerCase().match(/[a-z0-9][a-z0-9+#.-]*[a-z0-9+#]|[a-z0-9]/g) ?? [];

/** A light English stemmer: enough that 'spreadsheets' finds 'spreadsheet' and 'typing' finds 'type'. */
export function stem(word: string): string {
  // Four letters: only the plural ('nods', 'keys', 'tags'); shorter words stay as they are.
  if (word.length <= 3) return word;
  if (word.length === 4) return word.endsWith('s') && !/(ss|us|is|os)$/.test(word) ? word.slice(0, -1) : word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 6) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 5) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

/** The meaningful, stemmed terms of a text (stopwords dropped). */
export const keyTerms = (text: string) => words(text).filter((w) => !STOPWORDS.has(w)).map(stem);

export const isStopword = (word: string) => STOPWORDS.has(word);

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
