import { words } from '../grounding/text.ts';

/** What kind of message a student sent, for replies that need no course notes. */
export type SmallTalk = 'greeting' | 'thanks' | 'bye' | 'identity' | 'ack' | null;

const GREETING = /^(hi+|hello+|hey+|helo|hii|namaste|namaskar|namaskaram|vanakkam|sat sri akal|salaam|good (morning|afternoon|evening)|how are you|kaise ho|kya haal)\b/;
/** "ok", "hmm", "got it": nothing to search for; the student needs a next step. */
const ACK = /^(ok+|okay|k|hmm+|achh?a|acc?ha|theek hai|thik hai|got it|i see|cool|nice|great|fine|yes|no|haan|nahi|lol)[\s.!?]*$/;
const THANKS = /\b(thank(s| you)?|thx|ty|dhanyava?a?d|shukriya|thanku)\b/;
const BYE = /\b(bye|goodbye|good night|see you|alvida|tata)\b/;
const IDENTITY = /\b(who are you|what are you|what can you do|your name|are you (a )?(human|robot|bot|ai))\b/;

/** Recognises greetings, thanks, goodbyes and "who are you" in short messages. */
export function smallTalk(message: string): SmallTalk {
  const text = message.toLowerCase().trim();
  const n = words(text).length;
  if (IDENTITY.test(text)) return 'identity';
  if (n <= 6 && THANKS.test(text)) return 'thanks';
  if (n <= 5 && BYE.test(text)) return 'bye';
  if (n <= 5 && GREETING.test(text)) return 'greeting';
  if (ACK.test(text)) return 'ack';
  return null;
}

/** Always the board's business: admission, admit cards, date sheets, mark sheets, re-evaluation. */
const BOARD_ALWAYS =
  /\b(admissions?|admit card|hall ticket|date ?sheet|re-?evaluation|re-?checking|exam (centre|center|form)|re-?registration|enrol?ments?|tmas?|tutor marked assignments?|study cent(re|er)s?|on-demand exams?|supplementary exams?|grace marks|pass(ing)? marks|migration certificate)\b|प्रवेश|एडमिशन/;
/** The board's exams and results, and fees... */
const BOARD_TOPIC = /\b(exams?|examinations?|results?|fees?|nios|open school(ing)?|board exams?|mark ?sheets?)\b|परीक्षा|फीस|शुल्क|रिजल्ट|परिणाम/g;
/** ...asked about as facts: when, what date, how much, what marks, which questions will come, what is allowed. */
const BOARD_FACT =
  /\b(fees?|dates?|when (is|are|will|was)|kab|kitni|kitna|kitne|schedule|time ?table|deadline|last date|declared|announced|out|cost|price|how much|marks?|apply|(which|what|kaun se|konse) questions?|questions? (will )?(come|aayenge|aayega|ayenge)|paper|leak|allowed|allow|permitted|rules?|niyam|carry|bring|le ja|passing|register|registration|missed|miss|next month|re-?exam)\b|कब|तारीख|कितनी/g;

/**
 * A question about the board's exams, fees, dates, results or admission: facts the tutor must never
 * invent. A topic word and a different fact word must both occur ("exam fee", "result kab aayega"),
 * so "a late fee for a customer" and "how to prepare for exams" stay course questions.
 */
export function asksBoardFacts(message: string): boolean {
  const text = message.toLowerCase();
  if (BOARD_ALWAYS.test(text)) return true;
  const topics = [...text.matchAll(BOARD_TOPIC)].map((m) => m.index);
  const facts = [...text.matchAll(BOARD_FACT)].map((m) => m.index);
  const short = words(text).length <= 5;
  // "What is the fee?" on its own is about the board's fee too.
  return topics.some((t) => facts.some((f) => f !== t)) || (short && /\bfees?\b/.test(text));
}

/** The option letter a student answered with ('b', 'option C', 'answer is d', '(a)'), or null. */
export function answerLetter(message: string): 'A' | 'B' | 'C' | 'D' | null {
  const text = message.trim().toLowerCase();
  const match =
    /^(?:(?:my\s+)?answer\s+(?:is\s+)?|option\s+|it'?s\s+|i\s+think\s+(?:it'?s\s+)?)?\(?([a-d])\)?\s*[.!)]?$/.exec(text) ??
    /^(?:option|answer)\s*[:-]?\s*\(?([a-d])\)?\b/.exec(text);
  return match?.[1] ? (match[1].toUpperCase() as 'A' | 'B' | 'C' | 'D') : null;
}

/** Devanagari script or common Hinglish words: the student may prefer simpler English. */
export const looksHindi = (message: string) =>
  /[\u0900-\u097F]/.test(message) || /\b(kya|kaise|kyun|kyon|batao|samjhao|hai|hota|matlab|mujhe)\b/i.test(message);

/** Asking what an attached file says, rather than a course question. */
export const asksAboutFile = (message: string) =>
  /\b(this|the|my|attached|above)\s+(file|document|doc|pdf|sheet|spreadsheet|notes?|attachment)\b|\bsummar(y|ise|ize)\b|\bwhat does (it|this) say\b/i.test(message) ||
  message.trim() === '';

/*
 * Messages that need care before (or instead of) the notes: a student in distress, a request to
 * harm someone or break in, homework to copy, and the study centre or jobs, which the help guides
 * answer. English and Hinglish word lists, kept together for the later move to one place per language.
 */

/** The student's own feelings, in the first person: 'I'm stressed', 'feeling very low'. */
const DISTRESS_FEELING =
  /\b(i'?m|i am|im|i feel|i'?ve been|i have been|feeling|i get|i got|i keep)\b[^.?!]{0,30}\b(stressed|stressful|tensed?|depressed|anxious|hopeless|lonely|worthless|useless|overwhelmed|heartbroken|miserable|sad|panicking|crying|a failure|a loser|(so|very|really|too) (low|down|tired of everything))\b|\b(feel|feeling|felt) (so |very |really |too |a bit |quite )?(low|down|empty|lost|like crying|like giving up|like quitting)\b|\b(mujhe|mujhko|main|mai|mera|meri)\b[^.?!]{0,25}\b(depression|depressed|anxiety|tension|stress|udaas|udas|pareshan|akela|akeli|rona)\b(?![^.?!]{0,25}\b(manag|handle|kya hai|kya hota|samjha|explain|meaning|matlab))/;
/** 'The customer is very stressed' is about someone else. */
const NOT_ABOUT_OTHERS = String.raw`(?<!\b(customer|caller|client|he|she|they|who|it) (is|are|was|were|gets?|got) )`;
/** Distress that needs no 'I': sleeplessness, giving up, harming oneself, Hinglish 'mann nahi lagta'. */
const DISTRESS_PLAIN = new RegExp(
  String.raw`\b(can'?t|cannot|unable to|not able to) (sleep|stop crying|take it|cope)\b|\b(want|wanna|going) to (give up|quit everything|die|end it)\b|\bgive up on (life|everything|myself|studies|study)\b|\bi give up\b|\b(don'?t|dont|do not) want to (live|be alive|exist)\b|\bjeena nahi (chahta|chahti)\b|\bgiving up\b|\brun away from (home|everything)\b|\b(life|everything) (is )?(useless|pointless|hopeless|bekaar|bekar)\b|\b(kuch|kuchh) (accha|achha|acha) nahi lag|${NOT_ABOUT_OTHERS}\b(so|very|too|really) (stressed|depressed|anxious|tensed)\b|\b(kill|hurt|harm) myself\b|\bsuicid|\bself[- ]harm\b|\bno one (cares|understands me|loves me)\b|\bnobody (cares|understands me|loves me)\b|\b(mann?|mood|dil) (nahi?|nhi) lag( ?raha| ?rha|ta|ti|tha)\b|\b(bahut|bohot|bhot|bahot|itna|itni|full) (tension|stress|pressure|depression)\b|${NOT_ABOUT_OTHERS}\b(very|so much|too much) (tension|stress|depression)\b|\btension (ho rahi|hoti|hai|me hu|mein hu)\b|\b(neend|nind) nahi? (aati|aa rahi|aata)\b|\b(pareshan|udaas|udas|akela|akeli|dukhi) (hu|hoon|hun|rehta|rehti|ho gaya|ho gayi|lagta|lagti|feel)\b|\bjeene ka (mann|man) nahi\b|\bmar (jana|jaun|jau|jaunga|jaungi) chahta\b|\bhar maan\b|\bchhod (dena|du|doon) (sab|padhai)\b`,
);

/** The student's own distress: stress, low mood, sleeplessness, giving up (not the notes' stress section). */
export const soundsDistressed = (message: string) => {
  const text = message.toLowerCase();
  return DISTRESS_FEELING.test(text) || DISTRESS_PLAIN.test(text);
};

/** Breaking in, spying, stealing: what a student must never be taught to do to others. */
const HARM_VERB = String.raw`(hack|hacks|crack|break into|get into|log ?in ?to|open|spy on|stalk|track|steal|scrape|scrapes|bypass|read|see|check|access)`;
const OTHERS = String.raw`(someone|somebody|other people|neighbou?rs?|padosi|friends?|ex|crush|girlfriend|boyfriend|gf|bf|wife|husband|boss|teacher|her|his|their|kisi (ka|ki|ke)|uska|uski|uske)('?s)?`;
const THEIR_THINGS = String.raw`(wi-?fi|password|account|instagram|insta|facebook|fb|whatsapp|chats?|messages?|phone|mobile|email|gmail|otp|location|followers|private|photos?)`;
/** 'hack someone's whatsapp', 'read my girlfriend's messages', 'scrape the followers of my crush', 'uski chat kaise padhu'. */
const ACTS_ON_OTHERS = new RegExp(
  [
    String.raw`\b${HARM_VERB}\b (into )?(my |a |the |this )?${OTHERS}\b[^.?!]{0,25}\b${THEIR_THINGS}\b`,
    String.raw`\b${HARM_VERB}\w*\b[^.?!]{0,30}\b${THEIR_THINGS}\b[^.?!]{0,20}\bof (my |a |the )?${OTHERS}\b`,
    String.raw`\b${OTHERS}\b[^.?!]{0,25}\b${THEIR_THINGS}\b[^.?!]{0,20}\b(padh|dekh|khol|hack|track|chura)\w*`,
  ].join('|'),
);
/** Hacking asked for as a skill to use, not to defend against: 'wifi password kaise hack kare'. */
const HARM_HOW =
  /\b(how (to|do i|can i|do you|can we)|way to|teach me|help me|tell me how|show me how|give me|kaise|kese|batao|sikhao|bata do|app|trick|tool)\b[^.?!]{0,40}\b(hack|hacking|ddos)\b|\bhack\b[^.?!]{0,20}\b(kaise|kese|karo|kare|karu|karna|kar do|app)\b|\bcrack (a |the |any |someone'?s? )?(wi-?fi|password|pin|otp|software|licen[cs]e|windows|account)\b/;
/** Not harm: 'a hack to type faster', 'ethical hacking', 'crack the exam', 'break into the IT field'. */
const NOT_HARM = /\b(a|any|koi|some|best|life|easy|quick|simple|typing|time-saving) (hack|hacks|trick)s?\b|\bethical hack|\bcrack (the |an? |my )?(exam|interview|test|job|paper|nios)|\bbreak into (the |an? )?(it |hardware |web )?(field|industry|career|job)/;
/** Asked as something to do: 'how to', 'kaise', 'teach me'. */
const ASKS_TO_DO = String.raw`\b(how (to|do i|can i|could i|should i|do we|can we)|way to|ways to|teach me( to)?|help me|tell me how|show me how|kaise|kese|kaise kare|tarika)\b`;
const ASKS_TO_DO_RE = new RegExp(ASKS_TO_DO);
/** Fraud, theft, attacks and damage asked for as something to do: 'how to steal cookies', 'take money from account'. */
const HARM_DEEDS = new RegExp(
  [
    String.raw`${ASKS_TO_DO}[^.?!]{0,30}\b(steal|chura|churaye|churau|sell (the |their |customer'?s? )?(data|details)|take (the )?money|get (the )?(customer|someone|his|her|their|other)\S* (otp|pin|password|card|money))`,
    String.raw`${ASKS_TO_DO}[^.?!]{0,10}\b(do|perform|launch|run|make|send|start|karna|kare|karu)\b[^.?!]{0,15}\b(xss|sql injection|ddos|dos|brute[- ]force|phishing|man[- ]in[- ]the[- ]middle)( attacks?| messages?| emails?)?\b`,
    String.raw`\b(steal|chura)\w*\b[^.?!]{0,25}\b(kaise|kese)\b`,
  ].join('|'),
);
/** Done so that nobody knows: 'so nobody finds out', 'secretly', 'chupke se'. */
const STEALTH =
  /\b(secretly|chupke( se)?|without (anyone|them|him|her|the owner|the customer|permission|their permission)( knowing)?|so (that )?(nobody|no one) (finds out|knows|will know|can find)|without getting caught|pakda na jaye|pata na chale)\b/;
/** Weapons and hurting people. */
const HARM_PEOPLE = /\b(make|build|banaye|banau|bana) (a )?(bomb|gun|weapon|poison)\b|\b(kill|hurt|beat up|poison) (him|her|someone|somebody|them|my (friend|brother|sister|father|mother|wife|husband|boss|neighbou?r))\b|\b(make|create|write|spread|bana)\w* (a )?(virus|malware|ransomware|keylogger)\b/;
/** Defending oneself stays a course question: 'how to protect my wifi from hackers', 'my account got hacked'. */
const DEFENSIVE = /\b(protect|prevent|safe|safety|secure|stop|avoid|defend|bachne|bachaye|bachau|my own|forgot|forgotten|bhool|was hacked|got hacked|been hacked|is hacked|hack ho gaya|hack ho gya|report)\b/;

/** A request to break into, spy on or harm someone or something not the student's own. */
export function asksToHarm(message: string): boolean {
  const text = message.toLowerCase();
  if (HARM_PEOPLE.test(text)) return true;
  if (DEFENSIVE.test(text) || NOT_HARM.test(text)) return false;
  if (HARM_DEEDS.test(text) || (STEALTH.test(text) && ASKS_TO_DO_RE.test(text))) return true;
  const asks = /\b(how|kaise|kese|batao|can i|can you|possible|is there|koi|way|app|help me|tell me|write|script)\b/.test(text);
  return HARM_HOW.test(text) || (ACTS_ON_OTHERS.test(text) && asks);
}

const WORK_TO_HAND_IN = String.raw`(assignments?|homework|home work|hw|projects?|tmas?|practical (file|record)|record file|essay|answers)`;
const HAND_IN = new RegExp(String.raw`\b${WORK_TO_HAND_IN}\b|\bready[- ]?made\b`);
/** With work to hand in: 'write my assignment', 'do my homework for me', 'I'll copy it', 'assignment likh do'. */
const COPY_REQUEST = new RegExp(
  [
    String.raw`\b(write|do|make|complete|finish|prepare|solve|type)\b[^.?!,]{0,20}\b${WORK_TO_HAND_IN}\b[^.?!]{0,30}\b(for me|copy|paste|submit|hand in)`,
    String.raw`\b(write|do|complete|finish|make)\b (my|mera|meri|mere|the whole|whole) ([a-z]+ )?${WORK_TO_HAND_IN}\b`,
    String.raw`\b${WORK_TO_HAND_IN}\b[^.?!]{0,40}\b(likh|bana|kar|solve|complete)\s*(ke )?(do|de|dena|dijiye|doge|dedo)\b`,
    String.raw`\b(i'?ll|i will|i can|so i can|let me|main|mai) (just |simply )?(copy|copy-paste|paste)\b`,
    String.raw`\bcopy[- ]?(paste )?(kar|kr) ?(lunga|lungi|dunga|dungi|lu|du|sakun|saku)\b|\bcopy karne ke liye\b|\bfor me to copy\b`,
    String.raw`\b${WORK_TO_HAND_IN}\b[^.?!]{0,30}\bto copy\b`,
    String.raw`\bready[- ]?made\b`,
  ].join('|'),
);
/** The words of a copy request, left out when looking for the topic it is about. */
const COPY_WORDS = new RegExp(
  String.raw`\b(write|do|make|complete|finish|prepare|solve|type|my|mera|meri|mere|the|whole|for me|me|i'?ll|i will|so i can|just|copy|copy-paste|paste|submit|hand in|it|likh|bana|kar|karke|karne|kr|ke|do|de|dena|dijiye|doge|dedo|lunga|lungi|dunga|dungi|karunga|karungi|kar lunga|ready|made|readymade|ready-made|please|pls|plz|on|about|par|pe|ka|ki|na|taki|main|mai|${WORK_TO_HAND_IN.slice(1, -1)})\b`,
  'g',
);

/** Homework the student means to copy. The topic it is about, or '' when none is named. */
export function copyRequest(message: string): { topic: string } | null {
  const text = message.toLowerCase();
  if (!HAND_IN.test(text) || !COPY_REQUEST.test(text)) return null;
  return { topic: text.replace(COPY_WORDS, ' ').replace(/[^\p{L}\p{N}\s+#.-]/gu, ' ').replace(/\s+/g, ' ').trim() };
}

const STUDY_CENTRE = /\b(study|nios|open school(ing)?)[- ]?cent(re|er)s?\b|\b(nearest|nearby|near me|paas (ka|ki|wala|wali)) (cent(re|er)|institute)s?\b|\bcent(re|er)s? (near|nearby|close to|paas)\b|\blocator\b|\baccredited (vocational )?institutions?\b/;
/** Where to go for what a study centre gives: practicals, contact classes. */
const AT_A_CENTRE = /\b(where|kaha|kahan|kidhar)\b[^.?!]{0,30}\b(practicals?|contact class(es)?|personal contact|pcp)\b|\b(practicals?|contact class(es)?)\b[^.?!]{0,30}\b(where|kaha|kahan|kidhar)\b/;
const STUDY_CENTRES = new RegExp(STUDY_CENTRE.source, 'g');
/** The board's topics and facts (their global forms are for finding every match). */
const BOARD_TOPIC_ONCE = new RegExp(BOARD_TOPIC.source);
const BOARD_FACT_ONCE = new RegExp(BOARD_FACT.source);
export const namesStudyCentre = (text: string) => STUDY_CENTRE.test(text.toLowerCase());
/** Where the student is asking for: a centre near them, in a town, its address. */
const ASKS_WHERE = /\b(near|nearest|nearby|where|kaha|kahan|kidhar|address|find|locate|location|search|area|city|town|district|village|gaon|sheher|shahar|zila|pin ?code|paas)\b|\b[a-z]+ (me|mein|mai) (koi )?study/;

/** About study centres (what they are, finding one), not the board's facts about them (fees, exam centres). */
export function asksStudyCentre(message: string): { where: boolean; about?: string } | null {
  const text = message.toLowerCase();
  if (!namesStudyCentre(text) && !AT_A_CENTRE.test(text)) return null;
  // 'fees at the study centre', 'exam at the study centre': the board's facts, never guessed.
  // The board's name is no fact asked for: 'NIOS study centre near me'.
  const factual = text.replace(STUDY_CENTRES, ' ').replace(/\b(nios|open school(ing)?|board)\b/g, ' ');
  if (BOARD_ALWAYS.test(factual) || BOARD_TOPIC_ONCE.test(factual) || BOARD_FACT_ONCE.test(factual)) return null;
  // 'Where do I do practicals?': the guide's section on practicals says where (at the study centre).
  if (AT_A_CENTRE.test(text)) return { where: false, about: /practicals?|contact class(es)?|personal contact|pcp/.exec(text)![0] };
  return { where: ASKS_WHERE.test(text) || /\bin [A-Z][a-z]+/.test(message) };
}

/** Jobs asked about as the course's future: 'jobs after this course', 'naukri milegi?', 'what jobs can I get'. */
const ASKS_JOBS =
  /\b(jobs?|naukri|naukari|careers?|placements?|rozgar|employment)\b[^.?!]{0,30}\b(after|baad|karke|kar ke|milegi|milega|milti|milta|mil sakti|mil sakta|mil jayegi|mil jaegi|scope|options?|opportunit(y|ies)|lead to|future)\b|\bscope (of|after)\b[^.?!]{0,30}\bcourse\b|\bcourse (ka|ki|ke) (scope|future)\b|\b(after|baad|karke|kar ke)\b[^.?!]{0,40}\b(jobs?|naukri|naukari|careers?|placements?)\b|\b(what|which|kaunsi|konsi|kaun si|kon si|kya) (kind of |type of )?(jobs?|naukri|naukari|careers?)\b[^.?!]{0,20}\b(can|will|get|do|milegi|milti|milega|hai|are there|after)\b|\b(can|will) i get (a )?(jobs?|naukri)\b|\bcareer options?\b/;
/** Choosing a course for a kind of work: 'which course is best for an office job'. */
const WHICH_COURSE =
  /\b(which|what|kaunsa|konsa|kaun sa|kon sa|kaunsi|konsi)\b course\b[^.?!]{0,30}\b(best|choose|should|suits?|for|le|lu|loon|karu|karun|sahi|accha|achha)\b|\bchoose (a |the |my )?course\b|\bcourse (choose|select|chunu|chunoon)\b/;
export const asksWhichCourse = (message: string) => WHICH_COURSE.test(message.toLowerCase());
/** Pay asked about: the notes never give figures, so the answer says so. */
const ASKS_PAY =
  /\b(salary|salaries|kamai|income|stipend|earning)\b[^.?!]{0,25}\b(kitni|kitna|kitne|how much|milegi|milega|milti|expected|starting|after|baad|hogi|hota|hoti)\b|\b(how much|kitni|kitna|kitne|what)\b[^.?!]{0,25}\b(salary|salaries|kamai|income|salary package|stipend|earn|earning)\b|\b(jobs?|naukri) (and|aur|or|&) (salary|pay)\b|\bkama (sakte|sakta|sakti|lunga|paunga)\b/;
const MONEY_MATTERS = /\b(mutual fund|fd|crypto|invest|gold|saving|savings|tax|loan|emi)\b/;

/** The jobs a course leads to, and whether their pay is asked; 'jobs of an operating system', 'print jobs' and saving a salary are not. */
export function asksCareers(message: string): { pay: boolean } | null {
  const text = message.toLowerCase();
  const pay = ASKS_PAY.test(text);
  if ((!ASKS_JOBS.test(text) && !pay) || MONEY_MATTERS.test(text) || /\b(operating system|os|processor|cpu|print|printer|queue|cron|batch)\b/.test(text)) return null;
  return { pay };
}
