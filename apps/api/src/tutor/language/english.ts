import type { Lexicon } from './lexicon.ts';

/**
 * English as the students write it: short, misspelled ('wat', 'pls'), Indian English ('lakh'). Every
 * word list the offline tutor's understanding depends on, in the slots of `Lexicon`; the Hindi and
 * Hinglish ones are in hindi.ts. A pattern's `{group}` is that group in every language.
 */

/** 'The customer is very stressed' is about someone else. */
const NOT_ABOUT_OTHERS = String.raw`(?<!\b(customer|caller|client|he|she|they|who|it) (is|are|was|were|gets?|got) )`;

export const english: Lexicon = {
  stopWords: `a about above after again all also am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers him his how
  i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own
  same she should so some such than that the their theirs them then there these they this those through to too under
  until up very was we were what when where which while who whom why will with would you your yours yourself please
  tell explain explains explained show give know want need help mean means meaning define definition describe example
  examples
  ok okay okk hmm hmmm yeah yup yep sure fine cool nice great good best better lol sir madam maam bro pls plz thing things
  something someone anything way ways really actually make makes made making use uses used today now
  say says said many much wat wht whats pls plz u ur abt go goes going went gone come comes came get gets got put puts take takes took
  don doesn didn isn aren wasn weren won shouldn couldn wouldn haven hasn ll ve`.split(/\s+/),
  // Everyday words and short forms for what the notes name otherwise.
  contentWords: { photo: 'image', photos: 'images', pic: 'image', pics: 'images', foto: 'image', fotos: 'images', js: 'javascript', ppt: 'presentation' },
  // A student's everyday words and phrases, in the notes' words (grounding/synonyms.ts).
  notesWords: {
    compulsory: 'required',
    mandatory: 'required',
    picture: 'image',
    pictures: 'images',
    photo: 'image',
    photos: 'images',
    'number pad': 'numeric keypad',
    numpad: 'numeric keypad',
    'num pad': 'numeric keypad',
    pendrive: 'pen drive',
    pendrives: 'pen drives',
    shouting: 'angry',
    yelling: 'angry shouting',
    screaming: 'angry shouting',
    abusing: 'angry abusive',
    'calm down': 'de-escalation calm',
    'calming down': 'de-escalation calming',
    'feel lazy': 'stay motivated',
    'remove app': 'uninstall app',
    'remove an app': 'uninstall app',
    'remove a app': 'uninstall app',
    'delete app': 'uninstall app',
    'delete an app': 'uninstall app',
    'remove software': 'uninstall software',
    'remove a program': 'uninstall program',
    // The notes name a call's last part its 'closing'.
    'end the call': 'call closing',
    'end a call': 'call closing',
    'end call': 'call closing',
    'ending the call': 'call closing',
    'ending a call': 'call closing',
    'call center': 'call centre',
    'contact center': 'contact centre',
  },
  vagueWords: ['often', 'increase', 'increasing', 'best', 'better', 'really', 'actually', 'usually', 'always', 'faster', 'new'],
  verbRoots: {},
  verbEndings: [],
  phrases: [],
  alsoEnglish: [],
  otherLife: `girlfriend boyfriend gf bf crush propose dating breakup
  anniversary wife mom dad papa fighting quarrel depressed lonely crying
  fever cough bp diabetes pregnancy gym protein workout diet supplement supplements bodybuilding
  recipe cooking cook
  cricket ipl kohli dhoni football kabaddi
  movie movies bollywood salman shahrukh song
  election elections bjp congress modi minister politics crypto bitcoin mutual sensex nifty stocks invest investment
  god horoscope`.split(/\s+/).filter(Boolean),

  asks: ['what', 'wat', 'wht', 'whats', 'how', 'why', 'which', 'when', 'where', 'define', 'explain', 'meaning'],
  // 'customer' too, which the CRM notes use everywhere: a question's topic is in its other words.
  actionWords: `install installing installed handle handling handled put putting step steps properly proper
  add adding create creating remove removing set setting setup fix fixing change changing do doing done deal dealing
  manage managing apply applying follow following keep keeping start starting stop stopping find finding work working
  happen happens process procedure method methods guide learn learning customer customers quickly easily exactly
  simple simply`
    .split(/\s+/)
    .filter(Boolean),
  shapeWords: ['difference', 'differences', 'differ', 'different', 'compare', 'comparison', 'explain', 'explains'],
  definition: {
    before: ["what(?:'s| is| are)", 'whats', 'wat is', 'wht is', 'define', 'definition of', 'meaning of', 'explain'],
    nameEnds: ['in', 'on', 'of', 'for', 'like', 'used', 'mean', 'means', 'do', 'does', 'stand', 'stands'],
    after: ['meaning\\b', 'means\\b', 'definition\\b'],
    articles: ['an?\\s+', 'the\\s+'],
    sentences: [String.raw`\bwhat (?:does|do)\s+{articles}?(.+?)\s+(?:mean|stands? for)\b`],
  },
  howTo: ['how (do|can|should|would|could|will) (i|we|you)', 'how to', 'what steps', 'steps?( to| for)?', 'procedure', 'way to'],
  action: {
    // Only verbs that name one doing: 'check', 'change', 'make' or 'fix' (a part, a fault) ask for many.
    same: [
      'fit install insert mount plug',
      'raise create lodge register',
      'report complain',
      'remove uninstall delete',
      'recover restore',
      'link connect',
      'upload publish',
      'zip compress',
      'calm de-escalate',
    ],
    objectEnds: 'in into inside on onto to for from with without using at of by so and or when if while'.split(' '),
    objectMarks: [],
  },
  difference: {
    words: ['difference', 'diff'],
    opening: ['differences', 'compare', 'comparison'],
    between: ['between', 'b\\/w', 'btw', 'of'],
    and: ['and'],
    versus: ['vs\\.?', 'versus'],
    sideEnds: [' in ', ' with '],
    after: [],
    asking: [],
    sentences: [
      String.raw`\b(?:{words}|{opening})\s+{between}?\s*(.+?)\s+(?:{and}|&|{versus})\s+(.+?)(?:[?.,!]|$|{sideEnds})`,
      String.raw`^(.+?)\s+{versus}\s+(.+?)(?:[?.,!]|$)`,
      String.raw`^(?:how is|how are)\s+(.+?)\s+different\s+(?:from|than)\s+(.+?)(?:[?.,!]|$)`,
      // 'X and Y, what is the difference'; in Hinglish 'X aur Y me kya fark hai'.
      String.raw`^(.+?)\s+{and}\s+(.+?)\s*(?:,|{after})?\s*(?:{asking}\s+)?(?:what is the )?{words}\b`,
      String.raw`^(.+?)\s+or\s+(.+?),?\s+which\b`,
    ],
    mentions: [String.raw`\bdiff(erent|erence)?\b`, String.raw`\bvs\b`, String.raw`\bcompare`],
    terms: ['diff', 'different', 'difference', 'compare'],
  },
  followUp: {
    example: ['examples?', 'e\\.?g', 'sample', 'demo', 'show me( how)?'],
    simpler: ['simpl(e|er|y|ify)', 'easy', 'easier', 'short', 'in brief', "did ?n[o']?t (get|understand)", 'not clear', 'confus(ed|ing)', 'again', 'layman'],
    why: ['why', 'reason', 'what for', 'purpose', 'useful', 'use of (it|this)', 'need (it|this)', 'benefit'],
    more: ['more', 'detail', 'details', 'elaborate', 'continue', 'go on', 'next', 'explain( it)?'],
    repeat: ['again', 'repeat', 'once more'],
    continues: ['and', 'but', 'so', 'then', 'also', 'what about', 'how about', 'what if', 'in'],
    pointsBack: ['it', 'its', 'this', 'that', 'these', 'those', 'them', 'same', 'also', 'too'],
    and: ['and'],
    but: ['but'],
    whatAbout: ['(?:what|how) about'],
    asksItself: ['if', 'when', 'what', 'how', 'why', 'before', 'after', 'then', 'so', 'it', 'this', 'that'],
  },

  greeting: ['hi+', 'hello+', 'hey+', 'helo', 'hii', 'good (morning|afternoon|evening)', 'how are you'],
  ack: ['ok+', 'okay', 'k', 'hmm+', 'got it', 'i see', 'cool', 'nice', 'great', 'fine', 'yes', 'no', 'lol'],
  thanks: ['thank(s| you)?', 'thx', 'ty', 'thanku'],
  bye: ['bye', 'goodbye', 'good night', 'see you'],
  identity: ['who are you', 'what are you', 'what can you do', 'your name', 'are you (a )?(human|robot|bot|ai)'],
  theApp: [String.raw`\b(this|your) app\b`, String.raw`\b(in|on) (the|this) app\b`, String.raw`\bhere\s*\??\s*$`],
  asksAboutFile: [
    String.raw`\b(this|the|my|attached|above)\s+(file|document|doc|pdf|sheet|spreadsheet|notes?|attachment)\b`,
    String.raw`\bsummar(y|ise|ize)\b`,
    String.raw`\bwhat does (it|this) say\b`,
  ],
  answerLead: [String.raw`(?:my\s+)?answer\s+(?:is\s+)?`, String.raw`option\s+`, String.raw`it'?s\s+`, String.raw`i\s+think\s+(?:it'?s\s+)?`],
  answerLabel: ['option', 'answer'],
  signs: [],

  board: {
    always: [
      'admissions?', 'admit card', 'hall ticket', 'date ?sheet', 're-?evaluation', 're-?checking', 'exam (centre|center|form)',
      're-?registration', 'enrol?ments?', 'tmas?', 'tutor marked assignments?', 'study cent(re|er)s?', 'on-demand exams?',
      'supplementary exams?', 'grace marks', 'pass(ing)? marks', 'migration certificate', 'results? (is )?withheld', 'withheld results?',
    ],
    topic: ['exams?', 'examinations?', 'results?', 'fees?', 'nios', 'open school(ing)?', 'board exams?', 'mark ?sheets?'],
    fact: [
      'fees?', 'dates?', 'when (is|are|will|was)', 'schedule', 'time ?table', 'deadline', 'last date', 'declared', 'announced',
      'out', 'cost', 'price', 'how much', 'marks?', 'apply', '(which|what) questions?', 'questions? (will )?come', 'paper', 'leak',
      'allowed', 'allow', 'permitted', 'rules?', 'carry', 'bring', 'passing', 'register', 'registration', 'missed', 'miss',
      'next month', 're-?exam',
    ],
    fee: ['fees?'],
    names: ['nios', 'open school(ing)?', 'board'],
  },

  distress: {
    feeling: [
      String.raw`\b(i'?m|i am|im|i feel|i'?ve been|i have been|feeling|i get|i got|i keep)\b[^.?!]{0,30}\b(stressed|stressful|tensed?|depressed|anxious|hopeless|lonely|worthless|useless|overwhelmed|heartbroken|miserable|sad|panicking|crying|a failure|a loser|(so|very|really|too) (low|down|tired of everything))\b`,
      String.raw`\b(feel|feeling|felt) (so |very |really |too |a bit |quite )?(low|down|empty|lost|like crying|like giving up|like quitting)\b`,
    ],
    plain: [
      String.raw`\b(can'?t|cannot|cant|unable to|not able to) (sleep|stop crying|take it|cope|breathe)\b`,
      String.raw`${NOT_ABOUT_OTHERS}\b(so much|too much|a lot of|very bad|constant) (anxiety|panic|fear)\b`,
      String.raw`\bpanic attacks?\b`,
      String.raw`\b(want|wanna|going) to (give up|quit everything|die|end it)\b`,
      String.raw`\bgive up on (life|everything|myself|studies|study)\b`,
      String.raw`\bi give up\b`,
      String.raw`\b(don'?t|dont|do not) want to (live|be alive|exist)\b`,
      String.raw`\bgiving up\b`,
      String.raw`\brun away from (home|everything)\b`,
      String.raw`\b(life|everything) (is )?(useless|pointless|hopeless)\b`,
      String.raw`${NOT_ABOUT_OTHERS}\b(so|very|too|really) (stressed|depressed|anxious|tensed)\b`,
      String.raw`\b(kill|hurt|harm) myself\b`,
      String.raw`\bsuicid`,
      String.raw`\bself[- ]harm\b`,
      String.raw`\bno one (cares|understands me|loves me)\b`,
      String.raw`\bnobody (cares|understands me|loves me)\b`,
      String.raw`${NOT_ABOUT_OTHERS}\b(very|so much|too much) (tension|stress|depression)\b`,
      // Crying and pressure at home need no 'I feel': 'i cry every night', 'pressure from my family'.
      String.raw`\bi (cry|cried|keep crying|am crying|have been crying)\b`,
      String.raw`\b(cry|crying) (every|all|each) (day|night)\b`,
      String.raw`\bpressure (from|by|at) (my )?(family|parents|home|relatives|father|mother|papa|mummy)\b`,
      String.raw`\b(family|parents|relatives) (keep )?(pressuris|pressuriz|pressur|scold|taunt)\w*\b`,
    ],
    asksHow: ['how', 'tips', 'manage', 'handle', 'cope', 'deal with', 'what (should|can|do) i do', 'what to do'],
  },

  harm: {
    verbs: ['hack', 'hacks', 'crack', 'break into', 'get into', 'log ?in ?to', 'open', 'spy on', 'stalk', 'track', 'steal', 'scrape', 'scrapes', 'bypass', 'read', 'see', 'check', 'access'],
    verbsAfter: [],
    others: ['someone', 'somebody', 'other people', 'neighbou?rs?', 'friends?', 'ex', 'crush', 'girlfriend', 'boyfriend', 'gf', 'bf', 'wife', 'husband', 'boss', 'teacher', 'her', 'his', 'their'],
    theirThings: ['wi-?fi', 'password', 'account', 'instagram', 'insta', 'facebook', 'fb', 'whatsapp', 'chats?', 'messages?', 'phone', 'mobile', 'email', 'gmail', 'otp', 'location', 'followers', 'private', 'photos?'],
    hackAsks: ['how (to|do i|can i|do you|can we)', 'way to', 'teach me', 'help me', 'tell me how', 'show me how', 'give me', 'app', 'trick', 'tool'],
    hackWords: ['hack', 'hacking', 'ddos'],
    hackPatterns: [String.raw`\bcrack (a |the |any |someone'?s? )?(wi-?fi|password|pin|otp|software|licen[cs]e|windows|account)\b`],
    notHarm: [
      String.raw`\b(a|any|some|best|life|easy|quick|simple|typing|time-saving) (hack|hacks|trick)s?\b`,
      String.raw`\bethical hack`,
      String.raw`\bcrack (the |an? |my )?(exam|interview|test|job|paper|nios)`,
      String.raw`\bbreak into (the |an? )?(it |hardware |web )?(field|industry|career|job)`,
    ],
    asksToDo: ['how (to|do i|can i|could i|should i|do we|can we)', 'way to', 'ways to', 'teach me( to)?', 'help me', 'tell me how', 'show me how'],
    deeds: [
      String.raw`\b{asksToDo}\b[^.?!]{0,30}\b(steal|sell (the |their |customer'?s? )?(data|details)|take (the )?money|get (the )?(customer|someone|his|her|their|other)\S* (otp|pin|password|card|money))`,
      String.raw`\b{asksToDo}\b[^.?!]{0,10}\b{doVerbs}\b[^.?!]{0,15}\b{attacks}( attacks?| messages?| emails?)?\b`,
      // Tricking people out of secrets or money: 'trick old customers into telling their upi pin'.
      // Asked as the student's own deed ('how to', 'way to'): 'how do scammers trick people' is the notes' topic.
      String.raw`\b{asksToDo}\b[^.?!]{0,20}\b{fool}\w*\b[^.?!]{0,30}\b((into|to) (tell|give|share|send|reveal|pay|transfer)\w*|{secrets})\b`,
      String.raw`\b{fool}\w*\b[^.?!]{0,30}\b{secrets}\b[^.?!]{0,20}\b{asksToDo}\b`,
      // An attack wanted for its own sake: 'teach me phishing so i can send phishing emails'.
      String.raw`\b(so (that )?i can|i want to|i wanna|let me)\b[^.?!]{0,10}\b{doVerbs}\b[^.?!]{0,15}\b{attacks}\b`,
      // Forged documents and money: 'make fake aadhaar card', 'edit a marksheet to change marks'.
      String.raw`\b{forgeVerbs}\w*\b[^.?!]{0,20}\b(fake|forged|duplicate|false|nakli)\b[^.?!]{0,20}\b{papers}\b`,
      String.raw`\b(fake|forged|nakli)\b[^.?!]{0,20}\b{papers}\b[^.?!]{0,20}\b{forgeVerbs}\w*\b`,
      String.raw`\b(edit|change|alter|modify|photoshop)\w*\b[^.?!]{0,20}\b(marksheet|mark sheet|certificate|aadhaa?r|pan card|bank statement|salary slip)\b[^.?!]{0,30}\b(marks|name|date|amount|photo|birth)\b`,
    ],
    fool: ['trick', 'fool', 'cheat', 'scam', 'con', 'dupe', 'lure', 'manipulat', 'befool', 'pressuris', 'pressuriz', 'blackmail'],
    secrets: ['otp', 'upi pin', 'atm pin', 'pin', 'cvv', 'passwords?', 'card (number|details)', 'bank details', 'money'],
    forgeVerbs: ['make', 'create', 'print', 'edit', 'generate', 'design', 'get', 'prepare', 'build', 'bana', 'banana', 'banaye', 'banau'],
    papers: [
      'aadhaa?r', 'aadhar', 'pan( card)?', 'voter id', 'passport', 'driving licen[cs]e', 'licen[cs]e', 'id( card)?s?', 'identity cards?',
      'certificates?', 'marksheets?', 'mark sheets?', 'degrees?', 'documents?', 'currency', 'notes', 'bills?', 'receipts?', 'signatures?',
      'ration card', 'caste certificate', 'salary slips?', 'experience letter', 'offer letter', 'bank statements?', 'stamps?',
    ],
    doVerbs: ['do', 'perform', 'launch', 'run', 'make', 'send', 'start'],
    attacks: ['xss', 'sql injection', 'ddos', 'dos', 'brute[- ]force', 'phishing', 'man[- ]in[- ]the[- ]middle'],
    stealth: [
      'secretly',
      'without (anyone|them|him|her|the owner|the customer|permission|their permission)( knowing)?',
      'so (that )?(nobody|no one) (finds out|knows|will know|can find)',
      'without getting caught',
    ],
    people: [
      String.raw`\b(make|build) (a )?(bomb|gun|weapon|poison)\b`,
      String.raw`\b(kill|hurt|beat up|poison) (him|her|someone|somebody|them|my (friend|brother|sister|father|mother|wife|husband|boss|neighbou?r))\b`,
      String.raw`\b(make|create|write|spread)\w* (a )?(virus|malware|ransomware|keylogger)\b`,
    ],
    defensive: ['protect', 'prevent', 'safe', 'safety', 'secure', 'stop', 'avoid', 'defend', 'my own', 'forgot', 'forgotten', 'was hacked', 'got hacked', 'been hacked', 'is hacked', 'report'],
    asks: ['how', 'can i', 'can you', 'possible', 'is there', 'way', 'app', 'help me', 'tell me', 'write', 'script'],
  },

  copy: {
    work: [
      'assignments?', 'homework', 'home work', 'hw', 'projects?', 'tmas?', 'practical (file|record)', 'record file', 'essay', 'answers',
      'worksheets?', 'work ?sheets?', 'solutions', 'exercises?', 'question papers?', 'all (the )?questions', 'test papers?', 'lab (file|record)',
    ],
    handIn: ['ready[- ]?made'],
    requests: [
      String.raw`\b(write|do|make|complete|finish|prepare|solve|type)\b[^.?!,]{0,20}\b{work}\b[^.?!]{0,30}\b(for me|copy|paste|submit|hand in)`,
      String.raw`\b(write|do|complete|finish|make)\b (my|the whole|whole) ([a-z]+ )?{work}\b`,
      String.raw`\b(answer|solve|fill|fill in|fill up)\b[^.?!]{0,30}\b{work}\b[^.?!]{0,30}\b(for me|copy|paste|submit|hand in|tomorrow|by)\b`,
      String.raw`\b(send|give|share)\b (me )?(the )?(answers|solutions?|solved)\b[^.?!]{0,30}\b(copy|paste|submit|hand in|write it)\b`,
      String.raw`\b(i'?ll|i will|i can|so i can|let me) (just |simply )?(copy|copy-paste|paste)\b`,
      String.raw`\bfor me to copy\b`,
      // Writing the student's work itself: 'write 500 words essay on cyber security for my assignment'.
      // An order, not a 'how do I…': 'make a website for my project' asked as a question stays a course question.
      String.raw`^(please |pls |plz |sir )?(write|make|prepare|type|do)\b[^.?!]{0,40}\bfor (my|our) (assignments?|homework|home work|project|tmas?|practical (file|record))\b`,
      String.raw`\b{work}\b[^.?!]{0,40}\b(write|do|make|complete|solve|finish) (it|this|them) for me\b`,
      String.raw`\b{work}\b[^.?!]{0,30}\bto copy\b`,
      String.raw`\bready[- ]?made\b`,
    ],
    requestWords: [
      'write', 'do', 'make', 'complete', 'finish', 'prepare', 'solve', 'type', 'my', 'the', 'whole', 'for me', 'me', "i'?ll", 'i will',
      'so i can', 'just', 'copy', 'copy-paste', 'paste', 'submit', 'hand in', 'it', 'ready', 'made', 'readymade', 'ready-made', 'please',
      'pls', 'plz', 'on', 'about', 'answer', 'all', 'solve', 'fill', 'in', 'send', 'give', 'share', 'solutions?', 'solved', 'so', 'can',
      'i', 'tomorrow', 'by', 'questions',
    ],
  },

  studyCentre: {
    names: [
      String.raw`\b(study|nios|open school(ing)?)[- ]?cent(re|er)s?\b`,
      String.raw`\b(nearest|nearby|near me) (cent(re|er)|institute)s?\b`,
      String.raw`\bcent(re|er)s? (near|nearby|close to)\b`,
      String.raw`\blocator\b`,
      String.raw`\baccredited (vocational )?institutions?\b`,
    ],
    where: ['where'],
    gives: ['practicals?', 'contact class(es)?', 'personal contact', 'pcp'],
    atCentre: [
      String.raw`\b{where}\b[^.?!]{0,30}\b(practicals?|contact class(es)?|personal contact|pcp)\b`,
      String.raw`\b(practicals?|contact class(es)?)\b[^.?!]{0,30}\b{where}\b`,
    ],
    asksWhere: [String.raw`\b(near|nearest|nearby|where|address|find|locate|location|search|area|city|town|district|village|pin ?code)\b`],
  },

  careers: {
    job: ['jobs?'],
    career: ['careers?'],
    placement: ['placements?'],
    employment: ['employment'],
    after: ['after'],
    prospects: ['scope', 'options?', 'opportunit(y|ies)', 'lead to', 'future'],
    ownWork: [
      'freelanc(e|ing|er)', 'own (\\w+ )?(shop|business|centre|center|startup|company|agency)', 'self[- ]employ(ed|ment)', 'work from home',
      'part[- ]time (work|jobs?)', 'earn money', 'start (a |my )?(\\w+ )?(business|shop)',
    ],
    which: ['what', 'which'],
    available: ['can', 'will', 'get', 'do', 'are there', 'after'],
    jobs: [
      String.raw`\b(?:{job}|{career}|{placement}|{employment})\b[^.?!]{0,30}\b(?:{after}|{prospects})\b`,
      String.raw`\b(scope|future) (of|after)\b[^.?!]{0,30}\bcourse\b`,
      String.raw`\b{after}\b[^.?!]{0,40}\b(?:{job}|{career}|{placement})\b`,
      String.raw`\b{which} (kind of |type of )?(?:{job}|{career})\b[^.?!]{0,20}\b{available}\b`,
      String.raw`\b(can|will) i get (a )?{job}\b`,
      String.raw`\bcareer options?\b`,
      // 'can i become web developer after completing this course', 'how do i become a customer care executive after this'.
      String.raw`\bbecome (a |an )?[a-z]+( [a-z]+){0,3}\b[^.?!]{0,15}\b(after (this|the|completing|finishing|doing)|with this course)\b`,
      // Working for oneself after the course: 'freelance work possible after web dev course?', 'open my own repair shop'.
      String.raw`\b{ownWork}\b[^.?!]{0,40}\b(after|course|with this|by learning)\b`,
      String.raw`\b(after|course)\b[^.?!]{0,40}\b{ownWork}\b`,
    ],
    courseWhich: ['which', 'what'],
    courseFits: ['best', 'choose', 'should', 'suits?', 'for'],
    choose: ['choose', 'select'],
    whichCourse: [
      String.raw`\b{courseWhich}\b course\b[^.?!]{0,30}\b{courseFits}\b`,
      String.raw`\b{choose} (a |the |my )?(right |best |correct |good )?course\b`,
      String.raw`\bcourse {choose}\b`,
    ],
    payWords: ['salary', 'salaries', 'income', 'stipend', 'earning'],
    howMuch: ['how much'],
    payAfter: ['expected', 'starting', 'after'],
    and: ['and', 'or', '&'],
    pay: [
      String.raw`\b{payWords}\b[^.?!]{0,25}\b(?:{howMuch}|{payAfter})\b`,
      String.raw`\b(?:{howMuch}|what)\b[^.?!]{0,25}\b(?:{payWords}|salary package|earn)\b`,
      String.raw`\b{job} {and} (salary|pay)\b`,
    ],
    moneyMatters: ['mutual fund', 'fd', 'crypto', 'invest', 'gold', 'saving', 'savings', 'tax', 'loan', 'emi'],
    computerJobs: ['operating system', 'os', 'processor', 'cpu', 'print', 'printer', 'queue', 'cron', 'batch'],
  },

  numbers: {
    units: {
      zero: 0, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
      thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
      forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
    },
    // Indian English counts in lakhs and crores.
    scales: { hundred: 100, thousand: 1000, lakh: 100000, lac: 100000, lakhs: 100000, crore: 10000000, million: 1000000 },
    // 'one' is a pronoun ('which one'), 'half' a share ('first half').
    onlyBeforeMeasure: { one: 1, half: 0.5 },
    // Measures only: 'do calls' and 'one form' are too often English ('Do calls…', 'one form of…').
    measures: ['lakh', 'minutes?', 'mins?', 'hours?', 'seconds?', 'sec', 'gb', 'mb', 'tb', 'kb', 'watts?', 'amps?', 'volts?'],
    joiners: ['and'],
  },

  calculators: {
    hours: ['hours?', 'hrs?'],
    perHour: ['per hour', 'an hour', 'every hour', 'hourly'],
    howMany: ['how many', 'fit', 'store'],
    of: [],
    holds: ['is', 'has', 'contains'],
    // 'each' shapes are read by the calculators' English patterns.
    each: [],
    after: [],
  },
};
