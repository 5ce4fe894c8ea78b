/**
 * The shape of one language's word lists: every word the offline tutor's understanding depends on
 * (stop words, greetings, question words, care and decline triggers, number words, follow-ups).
 * Each language file (english.ts, hindi.ts) exports one `Lexicon`; the consumers join the slots of
 * all languages (language/index.ts), so a new language fills the same slots and changes no code.
 *
 * Entries are lower-case words or regular-expression source fragments (an alternative of a group:
 * 'how to', 'questions? (will )?come'). Where a slot holds whole patterns, it says so. In a slot
 * matched as whole words, a Devanagari fragment is matched without word boundaries (`\b` knows only
 * Latin letters): see `asWords` in index.ts. A consumer may keep alternatives in any order, so a
 * fragment must not rely on coming before another.
 */

/** Number words, turned into digits before the calculators read a question. */
export interface NumberWords {
  /** Read as numbers wherever they stand: 'five', 'paanch', 'dedh' (1.5). */
  units: Record<string, number>;
  /** Multipliers: 'hundred', 'hazaar', 'lakh'. */
  scales: Record<string, number>;
  /** Numbers only before a measure, being other words too ('do' is also 'give', 'one' a pronoun). */
  onlyBeforeMeasure: Record<string, number>;
  /** The scales and measures after which those count: 'sau', 'minutes?', 'ghante?', 'gb'. */
  measures: string[];
  /** A word joining a run of number words: 'two hundred and fifty'. */
  joiners: string[];
  /** A share added to the number after it: 'saadhe teen sau' is 350 (+0.5), 'sawa' +0.25, 'paune' −0.25. */
  fractions: Record<string, number>;
}

/** Words the calculators read around a student's numbers (chat/calculators.ts). Fragments. */
export interface CalculatorWords {
  /** Hours as a unit after a number: 'hours', 'hrs', 'ghante'. */
  hours: string[];
  /** Days as a unit after a number: 'days', 'din'. */
  days: string[];
  /** Per hour: 'every hour', 'har ghante'. */
  perHour: string[];
  /** Asking how many fit: 'how many', 'kitne', 'aayenge'. */
  howMany: string[];
  /** Between a number with its unit and the thing it rates: '400 W ka SMPS'. */
  of: string[];
  /** Between a cell and its value: 'B2 has 500', 'B2 me 500'. */
  holds: string[];
  /** A count for each of something, before it: 'har form me 8 fields'. */
  each: string[];
  /** The postposition after that thing: 'me', 'ke'. */
  after: string[];
  /**
   * Phrases of a script the reader puts in other words (grounding/hindi-reading.ts leaves out 'कितने'
   * and reads 'हर घंटे' word by word), as the words the calculators read: 'कितने' → 'how many',
   * 'हर घंटे' → 'per hour'. Put in before the question is read; whole words, the longest first.
   */
  readAs: Record<string, string>;
}

/** The board's business, which the tutor must never guess (a topic word plus a fact word). */
export interface BoardWords {
  /** Always the board's business: admission, admit cards, date sheets. */
  always: string[];
  /** The board's exams, results and fees. */
  topic: string[];
  /** Asked about as facts: when, what date, how much, which questions will come. */
  fact: string[];
  /** A fee, asked about on its own in a short message ('what is the fee?'). */
  fee: string[];
  /** The board's own name, no fact asked for ('NIOS study centre near me'). */
  names: string[];
}

/**
 * The sections below mix two kinds of slot, both lists of fragments: word groups, and patterns
 * (whole alternatives of one regular expression). A pattern may name a word group of its own
 * section as `{group}`; the group then holds the words of every language, so an English sentence
 * shape also catches the Hinglish words students mix into it ('what jobs milegi').
 */

/** A student in distress. Patterns. */
export interface DistressWords {
  /** The student's own feelings: 'I'm stressed', 'mujhe bahut tension'. */
  feeling: string[];
  /** Distress that needs no 'I': sleeplessness, giving up, 'mann nahi lagta'. */
  plain: string[];
  /** Asking how to cope (words, not patterns): 'how', 'tips', 'what to do', 'kaise'. */
  asksHow: string[];
  /**
   * The words-in-any-order check (intents.ts `hurtsInside`): hurt or despair ('bekar', 'worthless',
   * 'cried', 'insult') said of oneself ('main', 'i', 'mujhe', '…hu'), not asked of the notes ('what is
   * stress', 'how to handle an angry customer'); and words of harming oneself, enough alone. Fragments,
   * matched as word starts.
   */
  self: string[];
  hurt: string[];
  /** Hurt said of someone else ('ek uncle ro rahe the', 'customer chilla raha tha'): left out before looking for the student's own. */
  othersHurt: string[];
  selfHarm: string[];
  /** Despair that needs no 'I': 'koi umeed nahi bachi', 'nothing matters'. */
  despair: string[];
  studyAsks: string[];
}

/** Requests to break in, spy on or hurt someone. */
export interface HarmWords {
  /** Verbs of breaking in or spying, before what they act on: 'hack', 'read', 'spy on'. */
  verbs: string[];
  /** The same after the thing, as Hindi puts them ('uski chat padh…'), matched as word starts. */
  verbsAfter: string[];
  /** Other people: 'someone', 'my girlfriend', 'kisi ka'. */
  others: string[];
  /** What is theirs: 'wifi', 'password', 'whatsapp'. */
  theirThings: string[];
  /** Asking for hacking as a skill, before the word: 'how to', 'teach me', 'kaise'. */
  hackAsks: string[];
  /** The hacking words those come before: 'hack', 'ddos'. */
  hackWords: string[];
  /** Other ways to ask for breaking in. Patterns: 'crack someone's wifi', 'hack kaise kare'. */
  hackPatterns: string[];
  /** Not harm. Patterns: 'a hack to type faster', 'ethical hacking', 'crack the exam'. */
  notHarm: string[];
  /** Asked as something to do: 'how to', 'teach me', 'kaise', 'tarika'. */
  asksToDo: string[];
  /** Fraud, theft and attacks asked for. Patterns: 'how to steal cookies', 'kaise chura…'. */
  deeds: string[];
  /**
   * Wrongs done to people's things, whatever the word order: with a person (`others`, `victims`), a
   * thing of theirs (`theirThings`, `secrets`, `valuables`) and a way of asking to do it, one sentence
   * asks to harm ('customer ka card number aur cvv note karke shopping', 'sms likh do jisse log otp bhej de').
   */
  wrongs: string[];
  /** People a wrong is done to, besides `others`: 'customers', 'visitors', 'log'. */
  victims: string[];
  /** Their valuables, besides `theirThings` and `secrets`: 'cvv', 'aadhaar', 'cookies', 'money'. */
  valuables: string[];
  /** Doing an attack: 'perform', 'launch', 'karna'. */
  doVerbs: string[];
  /** The attacks: 'xss', 'phishing'. */
  attacks: string[];
  /** Tricking people: 'trick', 'fool', 'cheat', 'bewakoof bana'. */
  fool: string[];
  /** What a trick is after: 'otp', 'upi pin', 'password'. */
  secrets: string[];
  /** Making a forgery: 'make', 'edit', 'bana'. */
  forgeVerbs: string[];
  /** Documents and money that can be forged: 'aadhaar', 'marksheet', 'certificate'. */
  papers: string[];
  /** Done so that nobody knows: 'secretly', 'chupke se', 'pata na chale'. */
  stealth: string[];
  /** Weapons, hurting people, making malware. Patterns. */
  people: string[];
  /** Defending oneself, which stays a course question: 'protect', 'got hacked', 'hack ho gaya'. */
  defensive: string[];
  /** Any asking at all, with an act on others: 'how', 'can i', 'koi', 'app'. */
  asks: string[];
  /**
   * The words-in-any-order check (intents.ts `wantsAWrong`): an act of breaking, stealing or faking
   * ('crack', 'todna', 'clone'), done to what is not the student's ('padosi', 'found', 'customer ka') or
   * for a gain that gives it away ('taaki bech saku', 'free net', 'bina bataye'), and not on their own
   * side ('forgot', 'my own', 'permission'). Fragments, matched as word starts.
   */
  acts: string[];
  /** Acts harmless alone ('khol', 'copy', 'fake'), a wrong with both a victim and a motive. */
  weakActs: string[];
  /** Acts wrong in themselves: 'card clone', 'ransomware banaye'. */
  aloneActs: string[];
  notMine: string[];
  motives: string[];
  ownSide: string[];
}

/** Homework the student means to copy. */
export interface CopyWords {
  /** Work to hand in: 'assignment', 'homework', 'tma'. */
  work: string[];
  /** Other signs of it: 'ready-made'. */
  handIn: string[];
  /** The request. Patterns: 'write my assignment', 'assignment likh do', 'I'll copy it'. */
  requests: string[];
  /** The words of a request, left out when looking for its topic: 'write', 'my', 'likh', 'do'. */
  requestWords: string[];
  /**
   * The words-in-any-order check (intents.ts `wantsItWritten`): a request to write or make the work
   * ('write', 'likh do', 'do my'), and passing it off as one's own ('i'll put my name', 'teacher won't
   * know', 'maine likha hai'), not help with one's own ('check', 'explain', 'how to write'). Fragments.
   */
  writeIt: string[];
  passOff: string[];
  ownWork: string[];
}

/** Study centres, which the help guides answer. */
export interface StudyCentreWords {
  /** Naming a study centre. Patterns: 'study centre', 'centre near me', 'paas ka centre'. */
  names: string[];
  /** Where: 'where', 'kahan'. */
  where: string[];
  /** What a centre gives: 'practicals', 'contact classes'. */
  gives: string[];
  /** Asking where those are given. Patterns: 'where do I do practicals'. */
  atCentre: string[];
  /** Asking for a place. Patterns: 'near', 'address', 'gaon', 'Delhi me koi study…'. */
  asksWhere: string[];
  /** Plainly looking for one: 'near me', 'the locator', 'paas me'. Even with what it is for ('for crm practicals'). */
  findsOne: string[];
  /** Asking what to ask there ('wahan kya kya puchna chahiye'): the guide's questions, not the board's facts. */
  whatToAsk: string[];
  /** Getting ready for a visit ('what should I carry', 'kya le jaun'): the guide's tips, even for admission. */
  visit: string[];
}

/** Jobs and pay after a course, and choosing a course. */
export interface CareerWords {
  /** Word groups: 'jobs'/'naukri', 'careers'/'naukari', 'placements', 'employment'/'rozgar'. */
  job: string[];
  career: string[];
  placement: string[];
  employment: string[];
  /** 'after', 'baad', 'karke'. */
  after: string[];
  /** What a course leads to: 'scope', 'future', 'milegi'. */
  prospects: string[];
  /** Working for oneself: 'freelance', 'own shop', 'apna business'. */
  ownWork: string[];
  /** 'what', 'which', 'kaunsi', 'kya'. */
  which: string[];
  /** To be had: 'can', 'get', 'are there', 'milegi', 'hai'. */
  available: string[];
  /** Jobs after a course. Patterns: 'jobs after this course', 'naukri milegi?'. */
  jobs: string[];
  /** 'which', 'kaunsa' (of a course). */
  courseWhich: string[];
  /** A course that fits: 'best', 'should', 'sahi', 'lu'. */
  courseFits: string[];
  /** Choosing: 'choose', 'select', 'chunu'. */
  choose: string[];
  /** Choosing a course. Patterns: 'which course is best for an office job'. */
  whichCourse: string[];
  /** Pay: 'salary', 'income', 'kamai'. */
  payWords: string[];
  /** 'how much', 'kitni'. */
  howMuch: string[];
  /** Pay to be had: 'starting', 'milegi', 'hogi'. */
  payAfter: string[];
  /** 'and', 'or', 'aur'. */
  and: string[];
  /** Asking about pay. Patterns: 'salary kitni milegi', 'how much can I earn', 'kama sakte'. */
  pay: string[];
  /** Money matters that are no course's pay: 'mutual fund', 'loan'. */
  moneyMatters: string[];
  /** 'Jobs' that are the computer's: 'print jobs', 'cron'. */
  computerJobs: string[];
}

/** What a how-to asks to do, and to what ('how to raise a ticket', 'ticket kaise raise kare'). */
export interface ActionWords {
  /**
   * Verbs that ask for the same doing, each group one space-separated line ('fit install insert
   * mount'): a how-to's verb finds the section whose heading or step does it in other words
   * ('raise a ticket' → 'Creating a Service Ticket').
   */
  same: string[];
  /** Words ending the thing acted on, around it: 'fit RAM | in the slot', 'slot | me'. */
  objectEnds: string[];
  /** Words marking the thing acted on, after it: 'RAM ko slot me kaise lagaye'. */
  objectMarks: string[];
}

/** The words of 'difference between X and Y', 'X aur Y me kya fark hai'. */
export interface DifferenceWords {
  /** 'difference', 'fark': opening a question or after both sides. */
  words: string[];
  /** Only opening a question: 'differences', 'compare', 'comparison'. */
  opening: string[];
  /** 'between', 'b/w'. */
  between: string[];
  /** Joining the sides: 'and', 'aur'. */
  and: string[];
  /** 'vs', 'versus'. */
  versus: string[];
  /** Ending the second side, with their spaces: ' in ', ' mein '. */
  sideEnds: string[];
  /** Between the second side and the difference word: 'me', 'ka'. */
  after: string[];
  /** Asking just before the difference word: 'kya'. */
  asking: string[];
  /** The sentences, tried in order. Patterns, with the two sides as groups 1 and 2. */
  sentences: string[];
  /** Any sign of comparing, in a follow-up ('how is it different?'). Patterns. */
  mentions: string[];
  /** Those words as key terms, which are not the thing compared: 'different', 'fark'. */
  terms: string[];
}

/** Asking what something is: 'what is X', 'define X', 'X kya hai'. */
export interface DefinitionWords {
  /** Before the name: 'what is', 'define', 'meaning of'. */
  before: string[];
  /** Ending the name after those: 'in', 'for', 'ka', 'kya'. */
  nameEnds: string[];
  /** After the name: 'meaning', 'kya hai', 'ka matlab'. */
  after: string[];
  /** An article before the name, with its space: 'an?\s+', 'the\s+'. */
  articles: string[];
  /** Other sentences, with the name as group 1: 'what does X mean'. Patterns. */
  sentences: string[];
}

/** Follow-ups on the last answer ('why?', 'example do'), tried in this order. */
export interface FollowUpWords {
  example: string[];
  simpler: string[];
  why: string[];
  more: string[];
  /** Asking for the last answer again: 'again', 'dobara'. */
  repeat: string[];
  /** Opening a message that goes on: 'and', 'what about', 'aur', 'phir'. */
  continues: string[];
  /** Opening words that may go on or start anew ('and…', 'aur…'). */
  continuesLoosely: string[];
  /** Pointing back anywhere in a message: 'it', 'this', 'iska'. */
  pointsBack: string[];
  /** Words that point back only sometimes ('also', 'bhi': 'naya mouse laga ke bhi' is 'even'). */
  pointsBackLoosely: string[];
  /** Phrases with a pointing word that point at nothing said ('ye batao' is 'tell me'). Fragments. */
  pointsNowhere: string[];
  /** 'and', 'aur' opening 'and X?'; 'but' may open 'what about X?' too. */
  and: string[];
  but: string[];
  /** 'what about', 'how about'. */
  whatAbout: string[];
  /** Words after 'and' that ask something themselves ('and if I can't finish?'). */
  asksItself: string[];
  /** Choosing between what was just compared: 'which one', 'kaunsa lu'. */
  whichOne: string[];
  /** A question that offers a choice of its own: 'mbr lu ya gpt', 'should i buy ddr4 or ddr5'. */
  offersChoice: string[];
}

export interface Lexicon {
  /** Words that carry no topic, dropped before searching: 'the', 'please', 'kya', 'hai'. */
  stopWords: string[];
  /** Words opening a clause of when or why ('when', 'because', 'jab', 'kyunki'): fragments. */
  circumstance: string[];
  /** Content words in the notes' English: 'badhaye' → 'improve', 'pic' → 'image'. */
  contentWords: Record<string, string>;
  /**
   * The notes' words for a student's everyday words and phrases ('compulsory' → 'required',
   * 'number pad' → 'numeric keypad'), put into a question before searching; a word the notes use
   * as well stays, the notes' word joining it (grounding/synonyms.ts).
   */
  notesWords: Record<string, string>;
  /**
   * Words that say how much, how often or how good, not what about ('often', 'best', 'new'): rare
   * in the notes, so their IDF is high, but a section holding one is no better answer. Retrieval
   * weighs them like action words.
   */
  vagueWords: string[];
  /** Verb roots tried with the verb endings below: 'dikh' → 'show'. */
  verbRoots: Record<string, string>;
  /** Verb endings, longest first where one ends another: 'iyega', 'ana', 'e'. */
  verbEndings: string[];
  /** Phrases whose words alone mislead, with the notes' English: 'on nahi ho raha' → 'no power'. */
  phrases: [pattern: string, english: string][];
  /** Function words that are also English words ('the', 'are', 'par'): no sign of this language. */
  alsoEnglish: string[];
  /** Words of another part of life (love, health, food, sport, films, politics, religion). */
  otherLife: string[];
  /** …and phrases of it whose words alone are the notes' too ('india match ka score', 'who won'). */
  otherLifePhrases: string[];

  /** Words opening a question: 'what', 'how', 'kya'. */
  asks: string[];
  /** Words that say what to do or how, not what about: 'install', 'steps', 'properly'. */
  actionWords: string[];
  /** Words that ask for a shape of answer, not a topic: 'difference', 'explain'. */
  shapeWords: string[];
  definition: DefinitionWords;
  /** Asking for steps: 'how to', 'kaise'. */
  howTo: string[];
  action: ActionWords;
  difference: DifferenceWords;
  followUp: FollowUpWords;

  /** Small talk, matched at the start ('hi', 'namaste'), alone ('ok', 'theek hai') or anywhere. */
  greeting: string[];
  ack: string[];
  thanks: string[];
  bye: string[];
  identity: string[];
  /** Naming the app itself, not a course ('in this app', 'here?' at the end, 'app me'). Whole patterns. */
  theApp: string[];
  /** Asking what an attached file says: 'summarise', 'what does this say'. Whole patterns. */
  asksAboutFile: string[];
  /** How a student names the option letter they pick, before it: 'my answer is', 'option', 'i think'. */
  answerLead: string[];
  /** Labels a letter may follow with a colon or dash: 'option: b', 'answer - c'. */
  answerLabel: string[];
  /** The script's letters as a character class ('[\u0900-\u097F]'), when not Latin. */
  script?: string;
  /** Words that show a message is written in this language: 'kya', 'hai'. */
  signs: string[];

  board: BoardWords;
  distress: DistressWords;
  harm: HarmWords;
  copy: CopyWords;
  studyCentre: StudyCentreWords;
  careers: CareerWords;
  numbers: NumberWords;
  calculators: CalculatorWords;
}
