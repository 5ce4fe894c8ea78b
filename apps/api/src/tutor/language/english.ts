import { everydayNotesWords } from './english-notes-words.ts';
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
  i if in into is it its itself just me more most my no nor not now of off on once one only or other our ours out over own
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
  circumstance: ['when', 'whenever', 'while', 'because', 'since', 'as soon as', 'so that', 'so', 'every time', 'otherwise'],
  notesWords: {
    // The long list of everyday words, by course topic (english-notes-words.ts); the ones below win a clash.
    ...everydayNotesWords,
    'start from pendrive': 'boot from usb boot menu', 'start from usb': 'boot from usb boot menu', 'start from pen drive': 'boot from usb boot menu',
    // The notes write '%' and 'percentage'; a speller would take 'percent' for 'parent'.
    percent: 'percentage',
    // A tap that calls: the notes' dialler ('tap the number and the phone should start calling').
    'start calling': 'call dialler', 'starts calling': 'call dialler', 'call automatically': 'call dialler',
    // A new disk the BIOS sees but Windows does not: it is not yet initialised (Disk Management).
    'not showing in this pc': 'new disk disk management initialise', 'does not show in this pc': 'new disk disk management initialise',
    "doesn't show in this pc": 'new disk disk management initialise', 'not show in this pc': 'new disk disk management initialise',
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
  cricket ipl kohli dhoni football kabaddi wicket wickets odi t20 worldcup
  movie movies bollywood salman shahrukh song fat slim
  election elections bjp congress modi minister politics crypto bitcoin mutual sensex nifty stocks invest investment
  god horoscope`.split(/\s+/).filter(Boolean),
  otherLifePhrases: [
    String.raw`\b(india|indian team|team india|pakistan|australia|england)\b[^.?!]{0,25}\bmatch(es)?\b`,
    String.raw`\bmatch\b[^.?!]{0,20}\b(score|won|win|jeet[a-z]*|result|highlights)\b`,
    String.raw`\bwho (won|will win)\b`,
  ],

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
      'create make',
      'report complain',
      'remove uninstall delete',
      'recover restore',
      'link connect',
      'upload publish',
      'zip compress',
      'calm de-escalate handle',
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
    why: ['why', 'reason', 'what for', 'purpose', 'useful', 'use of (it|this)', 'need (it|this)', 'benefits?', 'advantages?'],
    more: ['more', 'detail', 'details', 'elaborate', 'continue', 'go on', 'next', 'explain( it)?'],
    repeat: ['again', 'repeat', 'once more'],
    continues: ['but', 'so', 'then', 'what about', 'how about', 'what if', 'in'],
    continuesLoosely: ['and', 'also', 'if', 'suppose'],
    pointsBack: ['it', 'its', 'this', 'that', 'these', 'those', 'them'],
    pointsBackLoosely: ['same', 'also', 'too'],
    // 'is an ssd worth it', 'how do i make it to the exam': an 'it' of English idiom points at nothing said.
    pointsNowhere: ['tell me this', '(one more|another|one|next) (thing|question|doubt)', 'one more(?=\\s*[:,-])', 'worth it', 'make it (to|on time|in time)'],
    and: ['and'],
    but: ['but'],
    whatAbout: ['(?:what|how) about'],
    asksItself: ['if', 'when', 'what', 'how', 'why', 'before', 'after', 'then', 'so', 'it', 'this', 'that'],
    whichOne: ['which one', 'which is better', 'which should i (take|choose|buy|use|pick)', 'which (one )?(should|will|would) (i|we|it)', 'which (one )?(is|would be) (best|right|suitable)'],
    offersChoice: [String.raw`(should|shall|do) (i|we) (take|use|choose|buy|pick|get|go for)\b[^?.!]{0,40}\bor\b`],
  },

  greeting: ['hi+', 'hello+', 'hey+', 'helo', 'hii', 'good (morning|afternoon|evening)', 'how are you', "what'?s ?up", 'wass?up'],
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
      're[- ]?evaluation', 'duplicate mark ?sheet', 'registration (number|no|open|date|session)', 'enrol?ment (number|no)',
      '(april|october|november|march) session', 'marks? (do i|i) need to pass', 'marks to pass', 'fees? (for|of) (the |this )?[a-z ]{0,20}course',
      'certificate after passing', 'get my (certificate|marksheet|mark sheet)', '(name|marks?) (is )?wrong (in|on) (my )?(mark ?sheet|certificate)',
    ],
    topic: ['exams?', 'examinations?', 'results?', 'fees?', 'nios', 'open school(ing)?', 'board exams?', 'mark ?sheets?'],
    fact: [
      'fees?', 'dates?', 'when (is|are|will|was)', 'schedule', '(?<!study |revision |my own |own |a )time ?table', 'deadline', 'last date', 'declared', 'announced',
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
      // A third writer's words: dark places, failing at everything, tired of trying, laughed at.
      String.raw`\b(dark places|dark thoughts)\b|\bi keep failing\b|\bso tired of (trying|everything|life|living)\b|\blaughs? at (my|me)\b[^.?!]{0,40}\b(feel|leav|quit)`,
      // 'so tired, i feel like im breaking inside'.
      String.raw`\b(i'?m|i am|im|i feel|i'?ve been)\b[^.?!]{0,15}\b(breaking|falling apart|dying|broken|crumbling) inside\b|\b(i'?m|i am|im) (breaking down|falling apart)\b`,
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
      // Wanting to hurt oneself or not to live, said any way: always care first.
      String.raw`\b(hurt|hurting|harm|harming|kill|killing|cut|cutting) myself\b`,
      String.raw`\b(end|ending) (my life|it all|everything)\b`,
      String.raw`\bbetter off without me\b`,
      String.raw`\b(want|wish|feel like|thinking of|think of|thinking about) (to )?(just )?(die|dying|disappear|disappearing|vanish|vanishing|not wake up|not be alive|not exist)\b`,
      String.raw`\b(no|what'?s the|whats the|what is the) point (of|in) (living|life|studying|trying|anything|going on|doing anything)\b`,
      String.raw`\bno reason to live\b`,
      String.raw`\b(don'?t|dont|do not) want to (live|be alive|wake up|go on)\b`,
      // The student's own fear, shame and loneliness: 'i am scared i will fail again', 'i feel so dumb'.
      String.raw`\b(i'?m|i am|im|i feel|i'?ve been feeling|feeling|i felt)\b[^.?!]{0,30}\b(scared|afraid|terrified|worried sick|so worried|very worried|nervous wreck|ashamed|dumb|stupid|broken|invisible|alone|lonely|lonly|a burden|helpless|numb|exhausted|stres+d|depres+d|hopeless|useless|worthless|trapped|empty inside)\b`,
      String.raw`\bi (will|'ll|am going to) never (pass|get a job|find a job|be anything|succeed|settle)\b`,
      String.raw`\bwhat if i never\b`,
      String.raw`\b(tired of|fed up with|sick of) (everything|life|my life|living|it all)\b`,
      String.raw`\bnothing (makes me happy|feels good|is going right)\b`,
      String.raw`\b(can'?t|cannot|cant|unable to) (think straight|eat|stop thinking|stop worrying|handle (it|this) anymore)\b`,
      String.raw`\bi (can'?t|cannot|cant) think\b`,
      String.raw`\b(i have no|i don'?t have any|i dont have any|no) (friends|one to talk to|body to talk to)\b`,
      String.raw`\b(nobody|no one|noone) (talks to|likes|loves|cares about|understands|listens to|helps) me\b`,
      // Bullied or put down: 'boys make fun of me', 'my team leader insults me' (a caller who insults is the notes' topic).
      String.raw`\b(bully|bullies|bullying|bullied) me\b|\b(am|being|get|getting|got) bullied\b|\bbullying me\b`,
      String.raw`\b(make|makes|making|made) fun of me\b|\blaugh(ing|s)? at me\b`,
      String.raw`^(?!.*\b(customers?|callers?|clients?)\b).*\b(insults?|insulting|taunts?|taunting|abuses?|abusing|harass(es|ing)?|threatens?|threatening|beats?|beating|hits?) me\b`,
      String.raw`\b(hands?|body|legs?) (start |starts |are |keep |begin |begins )?(shaking|trembling)\b`,
      String.raw`\b(haven'?t|havent|have not|did not|didn'?t|didnt) slept?\b`,
      String.raw`\b(lost|losing) my job\b`,
      String.raw`\bi (have )?failed (\w+ )?(twice|thrice|again|two times|three times)\b|\bfail(ed)? again\b`,
      String.raw`\b(won'?t|wont|doesn'?t|doesnt|does not|will not|don'?t|dont) let me (study|go|work|continue)\b`,
      String.raw`\bstop my (studies|study|education)\b|\bget me married\b`,
      String.raw`\bscared of (the future|failing|failure|exams?|my (father|papa|parents|husband))\b`,
      String.raw`\b(don'?t|dont) want to go to (class|school|the study centre|study centre|college) anymore\b`,
      String.raw`\bi (don'?t|dont|do not) know what to do (now|anymore|with my life)\b`,
      String.raw`\b(not (good|smart|clever) enough|(just )?not made for (this|it|studies|studying))\b`,
      String.raw`\bheart (beats|is beating|races|racing|pounds|pounding)\b|\b(hands?|body|legs?) (start |starts |are |keep |begin |begins )?(shak(e|es|ing)|trembl(e|es|ing))\b`,
      String.raw`\b(don'?t|dont) know how to face\b`,
      String.raw`\b(don'?t|dont) want to go to (the )?(study )?(cent(re|er)|class|school|college|work|office) anymore\b`,
      String.raw`\b(make|makes|making|made) fun of my\b`,
      String.raw`\b(feeling|feel|i am|i'?m|im) (so |very |really |totally )?(hope?less|useles+|worthles+)\b`,
    ],
    asksHow: ['how', 'tips', 'manage', 'handle', 'cope', 'deal with', 'what (should|can|do) i do', 'what to do'],
    self: ["i", "i'?m", 'im', 'my', 'myself', "i'?ve", "i'?ll"],
    othersHurt: [String.raw`\b(the |a |an |one |my )?(customer|caller|uncle|aunty|he|she|they)\b[^.?!]{0,12}\b(crying|cried|shouting|shouted|angry)\b`],
    hurt: [
      'worthless', 'useless', 'loser', 'hopeless', 'a failure', 'disapp?ointment', 'hopeless', 'cried', 'crying', 'cry', 'shouted at me', 'yelled at me',
      'insulted', 'humiliat', 'scared', 'afraid', 'panic', "can'?t (take|bear|handle) (it|this)", 'numb\\b', 'give up',
      'no one (cares|would)', 'nobody (cares|would|knows)', 'alone', 'lonely', 'hate (myself|my life)', 'nothing matters',
    ],
    selfHarm: [
      'cutting (my )?(hand|wrist|arm|skin|myself)', 'cut (my )?(hand|wrist|arm|skin|myself)', 'hurt myself', 'kill myself', 'end (it all|my life|everything)',
      '(want|wish) to disapp?ear', 'sleeping pills',
      "don'?t want to live", 'no reason to live', 'better off without me', 'suicid',
    ],
    despair: ['nothing matters', 'no hope', 'numb'],
    studyAsks: [
      'what is', 'what are', 'meaning', 'explain', 'define', 'notes', 'chapter', 'types of', 'how (to|do i|should i) (handle|calm|deal|de-?escalate|manage)',
      // Someone else's feelings on a call: 'customer is crying, what should i say'.
      '(customer|caller|client)s? (is |was |keeps )?(crying|shouting|angry|upset|scared)',
      // The body's numbness or pain after work is the notes' ergonomics: 'my fingers get numb after typing'.
      String.raw`(fingers?|hands?|wrists?|arms?|legs?|feet|foot|neck|back|eyes?|throat|shoulders?)\b[^.?!]{0,25}\b(numb|tingl|ache|aching|sore|stiff|pain)`,
      String.raw`(numb|tingl|ache|aching|sore|stiff|pain)\w*[^.?!]{0,15}\b(in|of) (my |the )?(fingers?|hands?|wrists?|arms?|legs?|feet|neck|back|eyes?|throat|shoulders?)\b`,
    ],
  },

  harm: {
    verbs: ['hack', 'hacks', 'crack', 'break into', 'get into', 'find out', 'guess', 'know', 'log ?in ?to', 'open', 'spy on', 'stalk', 'track', 'steal', 'scrape', 'scrapes', 'bypass', 'read', 'see', 'check', 'access', 'watch', 'unlock', 'use', 'take over', 'clone', 'crash', 'control'],
    verbsAfter: [],
    others: ['someone', 'somebody', 'someone else', "someone'?s", 'someones', 'other people', 'another person', 'other person', 'neighbou?rs?', 'friends?', 'ex', 'crush', 'girlfriend', 'boyfriend', 'gf', 'bf', 'wife', 'husband', 'boss', 'bosses', 'managers?', 'teachers?', 'classmates?', 'cousins?', 'sisters?', 'brothers?', 'her', 'his', 'their', 'the shop next door'],
    theirThings: ['wi-?fi', 'pass?w[o0]?r?ds?', 'account', 'instagram', 'insta', 'facebook', 'fb', 'whatsapp', 'chats?', 'messages?', 'phone', 'mobile', 'email', 'gmail', 'otp', 'location', 'followers', 'private', 'photos?', 'cctv', 'camera', 'sim( card)?', 'login', 'pc', 'computer', 'laptop', 'office pc', 'website'],
    hackAsks: ['how (to|do i|can i|do you|can we)', 'way to', 'teach me', 'help me', 'tell me how', 'show me how', 'give me', 'app', 'trick', 'tool'],
    hackWords: ['hack', 'hacking', 'ddos'],
    hackPatterns: [String.raw`\bcrack (a |the |any |someone'?s? )?(wi-?fi|password|pin|otp|software|licen[cs]e|windows|account)\b`],
    notHarm: [
      // 'a hack to type faster', not 'a trick to use the shop's wifi without them knowing'.
      String.raw`\b(a|any|some|best|life|easy|quick|simple|typing|time-saving) (hack|hacks|trick)s?\b(?![^.?!]{0,40}\b(wi-?fi|password|account|phone|otp|without|someone|neighbou?rs?|shop|next door)\b)`,
      String.raw`\bethical hack`,
      String.raw`\bcrack (the |an? |my |this |college |board |final |entrance |job )*(exam|interview|test|job|paper|nios)`,
      String.raw`\bbreak into (the |an? )?(it |hardware |web )?(field|industry|career|job)`,
    ],
    asksToDo: ['how (to|do i|can i|could i|should i|do we|can we)', 'way to', 'ways to', 'teach me( to)?', 'help me', 'tell me how', 'show me how', 'give me', 'tell me a', 'is there (an |any )?app', 'trick to', 'wants? to', 'need to'],
    deeds: [
      // A look-alike login page that keeps what people type: 'login page bilkul SBI jaisa, password mere paas save ho'.
      String.raw`\b(fake|nakli|nakali|jhootha|jhutha)\b[^.?!]{0,30}\b(login|sign ?in|bank|sbi|paytm|facebook|instagram|gmail)\b[^.?!]{0,15}\b(page|site|website|form)\b`,
      String.raw`\b(login|sign ?in) (page|form)\b[^.?!]{0,80}\bpasswords?\b[^.?!]{0,50}\b(save|saved|store|collect|capture|mere paas|mujhe mil|email me|send me)\b`,
      // A copy of a bank's login page, or other people's passwords gathered: 'a copy of the sbi login page so i can collect peoples passwords'.
      // A brand named: 'a copy of the login page for testing' is one's own work.
      String.raw`\b(copy|clone|replica|duplicate)\b[^.?!]{0,15}\b(bank|sbi|hdfc|icici|paytm|phonepe|facebook|instagram|gmail|google)\b[^.?!]{0,15}\b(page|site|website|form)\b`,
      String.raw`\b(collect|harvest|grab|capture|steal)\w*\b[^.?!]{0,15}\b(people'?s?|others'?|other people'?s?|everyone'?s?|his|her|their|customers'?|visitors'?)\b[^.?!]{0,10}\b(passwords?|otps?|pins?|logins?|card details|bank details)\b`,
      // A third writer's: a keylogger that mails keystrokes, customers' details exported to sell, an SMS that looks like the bank's,
      // fake reviews, someone's call logs or address got remotely, a cloned SIM, a lottery message asking a fee.
      String.raw`\bkeylogger\b[^.?!]{0,60}\b(sends?|emails?|mails?|hides?|antivirus)\b`,
      String.raw`\b(customer|client)s?'? (numbers|data|details|addresses|records)\b[^.?!]{0,60}\bsell\b|\bexport\b[^.?!]{0,40}\bsell\b`,
      String.raw`\b(sms|message|msg|email|mail|call)\b[^.?!]{0,15}\blooks? like (it'?s |its |it is )?(from )?(the )?(sbi|hdfc|icici|bank|paytm|police|government|kyc)\b`,
      String.raw`\bfake\b[^.?!]{0,20}\breviews?\b`,
      String.raw`\b(call logs?|messages|chats?|location|photos)\b[^.?!]{0,30}\b(someone ?else'?s|someone'?s|his|her|my (wife|husband|girlfriend|boyfriend))\b[^.?!]{0,30}\bremotely\b|\bsomeone ?else'?s\b[^.?!]{0,30}\bremotely\b`,
      String.raw`\bclone?d? sims?\b|\bbreak into (an? |the )?(atm|bank|server|system)\b`,
      String.raw`\b(get|find)\b[^.?!]{0,15}\b(someone'?s|her|his)\b[^.?!]{0,10}\b(address|location)\b[^.?!]{0,25}\b(phone )?number\b`,
      String.raw`\b(won|winning|win)\b[^.?!]{0,25}\b(lottery|kbc|prize|lucky draw)\b[^.?!]{0,40}\b(pay|fee|fees)\b`,
      // A fake message written to get people's secrets: 'write a convincing fake bank kyc sms so people … type their upi pin'.
      String.raw`^(?![^.?!]*\b(spot|identify|recogni[sz]e|detect|example of|looks? like|avoid)\b)[^.?!]*\b(write|make|create|draft|design|send)\b[^.?!]{0,25}\b(fake|fraud|phishing|scam)\b[^.?!]{0,20}\b(sms|messages?|emails?|mails?|links?|pages?|sites?|websites?)\b`,
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
      // Malware, attacks and fraud to use: 'give me keylogger code', 'send a virus to my friends phone', 'crash a website'.
      String.raw`\b{asksToDo}\b[^.?!]{0,30}\b(keylogger|spyware|spy app|virus|malware|ransomware|trojan|rat)\b[^.?!]{0,30}\b(code|script|on|to|into|in)\b`,
      String.raw`\b{asksToDo}\b[^.?!]{0,20}\b(make|create|write|build|send|spread|install)\b[^.?!]{0,15}\b(a |an )?(keylogger|spyware|spy app|virus|malware|ransomware|trojan)\b`,
      String.raw`\b{asksToDo}\b[^.?!]{0,20}\b(crash|take down|bring down|knock down|slow down|down)\b[^.?!]{0,30}\b(website|site|server|network|app)\b`,
      String.raw`\b(call|calling|message|messaging)\b[^.?!]{0,30}\bas (a |the )?(bank|police|officer|customer care|kyc)\b|\bpretend(ing)? to be (a |the )?(bank|police|officer|customer care|kyc)\b`,
      String.raw`\b{asksToDo}\b[^.?!]{0,40}\bask (for )?(their|the customers?'?|customers?'?|people'?s?|them for (their )?)\s*(otp|pin|upi pin|cvv|password)\b`,
      String.raw`\b(sell|selling)\b(?! (more |a |the |our |new )?(plans?|products?|policy|policies|packs?|recharges?|offers?|services?)\b)[^.?!]{0,40}\b(customers?'?|client|their|people'?s?|company)\b[^.?!]{0,20}\b(data|numbers|details|phone numbers|contacts)\b|\b(copy|take|download)\b[^.?!]{0,40}\b(customer|client)\b[^.?!]{0,30}\b(and|to) sell\b`,
      String.raw`\b{asksToDo}\b[^.?!]{0,20}\b(cheat|fool|scam|con|dupe)\b[^.?!]{0,15}\b(customers?|people|buyers?|shopkeepers?|old people|villagers|callers?)\b`,
      String.raw`\b(use|using)\b[^.?!]{0,20}\bcard details\b[^.?!]{0,60}\b(for myself|to buy|buy things|shopping)\b`,
      String.raw`\b{asksToDo}\b[^.?!]{0,40}\b(change|edit|increase)\b[^.?!]{0,10}\bmarks\b`,
      String.raw`\b{asksToDo}\b[^.?!]{0,30}\b(fake|forged|fraud|duplicate)\b[^.?!]{0,20}\b(upi|payment|screenshot|cashback|link|certificate|aadhaa?r|pan|marksheet|id|document|login page|website|receipt|bill|offer)\b`,
      String.raw`\b{asksToDo}\b[^.?!]{0,20}\bhurt\b[^.?!]{0,20}\b(him|her|them|someone|the person|that person|who|my)\b`,
      String.raw`\bwithout (them|him|her|the owner|anyone|people) know(ing)?\b`,
      String.raw`\b{asksToDo}\b[^.?!]{0,20}\b(send|make|create|write)\b[^.?!]{0,10}\b(fake|fraud)\b[^.?!]{0,20}\b(sms|messages?|calls?|emails?|mails?|pages?|links?|sites?|websites?|apps?)\b`,
      String.raw`\b(make|create|build|design|host|send)\b[^.?!]{0,10}\b(a |an )?phishing (page|site|website|link|email|mail|sms|message)\b`,
      String.raw`\bto (collect|steal|capture|grab|get) (their |people'?s? |users'? |others'? )?(passwords|otps?|logins?|card details|bank details)\b`,
      String.raw`\bbeat (someone|him|her|them|somebody|that \w+) up\b|\bwithout leaving marks\b`,
      String.raw`\bclone\b[^.?!]{0,10}\b(a |the |someone'?s |his |her )?(sim|sim card|card|phone|whatsapp)\b`,
      // Code that takes what is others': 'a script in the comment box so it steals other students login'.
      // Asked for as the student's own doing ('so it steals…'), not how attacks work ('how does xss steal cookies').
      String.raw`\b(so (that )?it|so that|that|which|to)\s+(steals?|captures?|grabs?)\b[^.?!]{0,30}\b(others?'?|other (students|people|users|visitors)'?|their|users'?|students'?|people'?s?|visitors'?)\s+(\w+ )?(logins?|passwords?|otps?|cookies|sessions?|data|details|accounts?)\b`,
      String.raw`\b(so (that )?it|so that|that|which|to)\s+(steals?|captures?|grabs?)\b[^.?!]{0,20}\b(logins?|passwords?|cookies|sessions?|otps?|card details)\b[^.?!]{0,20}\b(of|from) (every |all |other |the )?(visitors?|users?|students?|people|customers?|others)\b`,
      String.raw`\bunlock\b[^.?!]{0,20}\b(a |the )?(phone|mobile|laptop)\b[^.?!]{0,25}\b(i found|found|stolen|not mine|someone)\b`,
      // Electricity stolen: 'how to bypass the electricity meter so the bill is less'.
      String.raw`\b(bypass|tamper with|rig|slow down|jump|stop)\b[^.?!]{0,20}\b(electricity |power |light |electric )?meter\b|\bmeter\b[^.?!]{0,20}\b(bypass|tamper)\w*`,
      // A lock broken to sell what it locks: 'remove the bios password so i can sell the laptop'.
      String.raw`\b(password|lock|pin)\w*\b[^.?!]{0,40}\b(break|crack|remove|bypass|unlock|reset)\w*\b[^.?!]{0,40}\b(to|and|so (that )?i can|then) sell\b`,
      String.raw`\b(copy|take|download|export)\b[^.?!]{0,40}\b(customer|client)\b[^.?!]{0,50}\b(and|to) sell\b`,
      String.raw`\b{asksToDo}\b[^.?!]{0,10}\bbypass\b[^.?!]{0,30}\b(two[- ]step|2[- ]step|2fa|otp|verification|screen lock|lock)\b`,
      String.raw`\b(page|site|website|app|form)\b[^.?!]{0,20}\blooks? (exactly |just )?(like|same as)\b[^.?!]{0,20}\b(login|bank|sbi|hdfc|icici|facebook|instagram|gmail|paytm|phonepe|google pay)\b`,
      String.raw`\bso (that )?(people|they|users|customers|he|she)\b[^.?!]{0,40}\b(passwords?|otps?|pins?|card details)\b[^.?!]{0,20}\b(i get|i can see|comes? to me|reaches me)\b`,
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
    wrongs: ['steal', 'steals', 'stealing', 'misuse', 'leak', 'clone', 'phish', 'trick (them|people|customers|users) into', 'without (them|their|his|her) knowing'],
    victims: ['customers?', "customers?'", 'visitors?', 'users?', 'students?', 'people', 'everyone', 'every visitor', 'callers?', 'clients?'],
    valuables: ['cvv', 'card (number|details)', 'aadhaa?r', 'cookies', 'sessions?', 'bank details', 'data', 'money', 'login'],
    attacks: ['xss', 'sql injection', 'ddos', 'dos', 'brute[- ]force', 'phishing', 'man[- ]in[- ]the[- ]middle'],
    stealth: [
      'secretly',
      // 'without him knowing', not 'without him repeating his story'.
      'without (anyone|them|him|her|the owner|the customer) (knowing|noticing|finding out|understanding|realising|realizing|seeing)', 'without (permission|their permission|consent|their consent)',
      'so (that )?(nobody|no one) (finds out|knows|will know|can find)',
      'without getting caught',
      "so (that )?(the )?(system|software|bank|office|they|nobody|no one) (can'?t|cannot|won'?t|will not|does ?n'?t|doesnt) (catch|detect|notice|find out)",
    ],
    people: [
      String.raw`\b(make|build) (a )?(bomb|gun|weapon|poison)\b`,
      String.raw`\b(kill|hurt|beat up|poison) (him|her|someone|somebody|them|my (friend|brother|sister|father|mother|wife|husband|boss|neighbou?r))\b`,
      String.raw`\b(make|create|write|spread)\w* (a )?(virus|malware|ransomware|keylogger)\b`,
    ],
    defensive: ['protect', 'prevent', 'safe', 'safety', 'secure', 'stop', 'avoid', 'defend', 'my own', 'forgot', 'forgotten', 'was hacked', 'got hacked', 'been hacked', 'is hacked', 'report', 'spot', 'identify', 'detect', 'recogni[sz]e', 'remove', 'recover', 'how do (hackers|scammers|criminals|fraudsters|they|attackers)', 'how does (a |an )?(virus|malware|keylogger|ransomware|phishing|scam)', 'what is'],
    asks: ['how', 'can i', 'can you', 'possible', 'is there', 'way', 'app', 'help me', 'tell me', 'write', 'script', 'wants? to', 'asking for', 'trick'],
    acts: [
      'crack', 'hack', 'bypass', 'tamper', 'clon', 'steal', 'stole', 'spy', 'snoop', 'break into', 'get into', 'unlock', 'jammer', 'jam ',
      'ddos', 'icloud lock', 'imei', 'sim swap', 'empty (their|his|her|the) (bank )?account', 'forward (their|her|his) (sms|messages|otp)',
      'sell (the |their |our |company |customer )*(data|database|details|keys|licen[cs]e)', 'fake (payment|screenshot|customer care|receipt|call)',
      'beat (him|her|them|up)', 'hurt (him|her|them)', 'direct connection', 'fake (\\w+ )?(payment|screenshot)',
      // Posing as a bank or the police: 'a whatsapp msg like it is from the bank so my uncle sends me money'.
      "(like|as if) (it is |it's |its )?(from|by) (the |a )?(bank|police|government|kyc)", 'pretend(ing)? to be (a |the )?(bank|police|officer|government|kyc)',
    ],
    weakActs: ['open', 'read', 'see', 'copy', 'transfer', 'order', 'use', 'fake', 'remove', 'access', 'log ?in'],
    aloneActs: ['(card|sim|atm) clon', 'clone (a |the )?(card|sim|atm)', 'skimm', 'ddos', '(make|create|build|send) (a |an )?(ransomware|keylogger|virus)'],
    notMine: [
      'someone', 'somebody', 'other people', "other people'?s", 'neighbou?r', 'nearby', 'friend', 'sister', 'brother', 'teacher', 'sir', 'colleague',
      'roommate', 'exs?', "ex'?s", 'boss', 'competitor', 'company', 'school', 'college', 'hostel', 'office', 'hotel', 'found', 'stolen', 'not mine', 'her', 'his', 'their',
      "customer'?s", 'customers', 'bank executive', 'pole', 'shopkeeper', 'people', 'uncle', 'aunty', 'relatives?', 'old (man|woman|people)',
    ],
    motives: [
      'so i can sell', 'to sell', 'and sell', 'sell it', 'for free', 'free (net|internet|wi-?fi|data)', 'bill', 'without (telling|asking|consent|permission)',
      'secretly', 'without (them|him|her) knowing', 'so (she|he|they) (does|do)n.?t know', 'to see who', 'commission', 'marks', 'question paper', 'answer key',
      'keep it', 'trace', 'for money', 'sends? me', 'send (me )?(money|rupees|\\d+)', 'rupees',
    ],
    ownSide: [
      'my own', 'forgot', 'forgotten', 'got hacked', 'was hacked', 'been hacked', 'protect', 'prevent', 'safe', 'secure', 'with (their |his |her |the )?(permission|consent)',
      'ethical', 'identify', 'spot', 'detect', 'recogni[sz]e', 'what is', 'what are', 'how (does|do|did)', 'recover', 'is (it|this|that) (wrong|illegal|legal|ok|okay|allowed)',
      'someone (has )?(hacked|changed|stole|took|is using)',
      'report', 'what to do if', 'if someone', 'whose (money|account|phone) was', 'was stolen', 'what to say to', 'how do (hackers|scammers|criminals|fraudsters|they|attackers)', 'meter reading', 'check (the )?meter',
    ],
  },

  copy: {
    work: [
      'assignments?', 'homework', 'home work', 'hw', 'projects?', 'tmas?', 'practical (file|record)', 'record file', 'essay', 'answers',
      'worksheets?', 'work ?sheets?', 'solutions', 'exercises?', 'question papers?', 'all (the )?questions', 'test papers?', 'lab (file|record)',
      'record book', 'practical (journal|notebook)', 'journal', '(internship|project) report', 'answer sheet', 'practical',
      '(daily )?diary', 'viva answers', 'reflection essay', 'ppt', 'quiz',
    ],
    handIn: ['ready[- ]?made', 'answer', 'do it for me', 'explanation', 'online test', 'copy', 'paste', 'submit', 'hand in', 'exam', 'test'],
    requests: [
      String.raw`\b(write|do|make|complete|finish|prepare|solve|type)\b[^.?!,]{0,20}\b{work}\b[^.?!]{0,30}\b(for me|copy|paste|submit|hand in)`,
      String.raw`\b(write|do|complete|finish|make)\b (my|the whole|whole) ([a-z]+ )?{work}\b`,
      String.raw`\b(answer|solve|fill|fill in|fill up)\b[^.?!]{0,30}\b{work}\b[^.?!]{0,30}\b(for me|copy|paste|submit|hand in|tomorrow|by|send( me)?( the| a)? (pdf|file|answers?|them))\b`,
      String.raw`\b(send|give|share)\b (me )?(the )?(answers|solutions?|solved)\b[^.?!]{0,30}\b(copy|paste|submit|hand in|write it)\b`,
      String.raw`\b(i'?ll|i will|i can|so i can|let me) (just |simply )?(copy|copy-paste|paste)\b`,
      String.raw`\bfor me to copy\b`,
      // Writing the student's work itself: 'write 500 words essay on cyber security for my assignment'.
      // An order, not a 'how do I…': 'make a website for my project' asked as a question stays a course question.
      String.raw`^(please |pls |plz |sir )?(write|make|prepare|type|do)\b[^.?!]{0,40}\bfor (my|our) (assignments?|homework|home work|project|tmas?|practical (file|record))\b`,
      String.raw`\b{work}\b[^.?!]{0,40}\b(write|do|make|complete|solve|finish) (it|this|them) for me\b`,
      String.raw`\b{work}\b[^.?!]{0,30}\bto copy\b`,
      String.raw`\bready[- ]?made\b`,
      // Work to hand in as one's own, however it is asked: 'give me full answers of my tma so i can submit'.
      String.raw`\b(write|do|make|complete|finish|solve|fill|type( out)?|prepare|give|send|share|tell)\b[^.?!]{0,50}\b(so (that )?i can|i will|i'?ll|and i will|then i) (just )?(submit|copy|paste|hand in|show)\b`,
      String.raw`\b(write|do|make|fill|complete|prepare)\b (my|his|her|the|our) ([a-z]+ ){0,2}(record book|journal|report|answer sheet|practical|tmas?|assignments?|homework|project)\b`,
      String.raw`\b(give|send|share|tell)\b (me )?[^.?!]{0,30}\b(answers?|solutions?|solved)\b[^.?!]{0,40}\b(submit|copy|paste|carry|hall|teacher|timer|right now|now)\b`,
      String.raw`\b(send|give) (me )?the solved\b`,
      String.raw`\bjust (do|write) it( for me)?\b|\b(don'?t|dont|do not) want (an |any )?explanation\b|\bjust (write|give|send) (me )?the answers?\b`,
      String.raw`\bi will (just )?(paste|copy|submit)\b|\bsubmit whatever you write\b`,
      String.raw`\b(online test|test|exam|quiz)\b[^.?!]{0,30}\b(running|going on|is on|timer|is live|live right now)\b|\btimer is running\b`,
      String.raw`\banswer all\b[^.?!]{0,20}\bquestions\b[^.?!]{0,25}\b(my|the)\b[^.?!]{0,30}\btmas?\b`,
      String.raw`\b(carry|take)\b[^.?!]{0,15}\binto the (hall|exam)\b`,
      String.raw`\b(write|do)\b[^.?!]{0,20}\bfor (him|her|my (friend|sister|brother|cousin))\b|\bfor my (friend|sister|brother|cousin)\b[^.?!]{0,40}\b(just do it|written|done)\b|\b(needs|wants) (his|her) [a-z ]{0,20}(done|written)\b`,
      String.raw`\b(solve|answer|do|fill|complete)\b[^.?!]{0,50}\b(and )?(give|send) (me|it to me|it)\b`,
      String.raw`\banswers?\b[^.?!]{0,10}\b(of|for|to) (tomorrow'?s?|today'?s?|the|my|this) (exam|test|paper|exam paper|question paper|online test)\b`,
      String.raw`\b(send|give|share|tell|write)\b (me )?(the )?(exact |full |complete |all (the )?)?answers? (for|of|to) (my|his|her|tomorrow'?s?)\b`,
      String.raw`\b(thinks?|feel|looks?) (like )?i did it (myself|on my own)\b|\bwrite all (the )?answers\b`,
      String.raw`\b(sitting|giving|writing|taking) (the|my|an|this) (online )?(test|exam)\b[^.?!]{0,20}\b(now|right now)\b|\bsitting the online test\b`,
      String.raw`^(?!.*\bhow (to|do i|can i|should i)\b).*\b(type( out)?|write|make|fill|prepare|complete)\b[^.?!]{0,15}\b(my|his|her|a|an|the) (complete |whole |full |finished )?([a-z ]{0,20})?(practical file|record book|answer sheet|journal|project report|internship report)\b`,
      String.raw`\bi will write the same\b|\banswer (this|the|my) (question paper|paper|test|exam)\b`,
      String.raw`\bthat i can (submit|hand in|copy|paste)\b|\bteacher will (check|see)\b`,
    ],
    requestWords: [
      'write', 'do', 'make', 'complete', 'finish', 'prepare', 'solve', 'type', 'my', 'the', 'whole', 'for me', 'me', "i'?ll", 'i will',
      'so i can', 'just', 'copy', 'copy-paste', 'paste', 'submit', 'hand in', 'it', 'ready', 'made', 'readymade', 'ready-made', 'please',
      'pls', 'plz', 'on', 'about', 'answer', 'all', 'solve', 'fill', 'in', 'send', 'give', 'share', 'solutions?', 'solved', 'so', 'can',
      'i', 'tomorrow', 'by', 'questions',
      // How long it must be ('a 500 word essay', '2 pages') says nothing of the topic ('word' is no Word).
      String.raw`(a |an )?\d+[ -]?(words?|pages?|lines?|marks?)`,
    ],
    writeIt: ['write', 'do my', 'make my', 'make a ppt', 'make (it|the whole|the full) ', 'change the words', 'reword', 'paraphrase', 'create my', 'prepare my', 'rewrite', 'complete my', 'finish my', 'type my'],
    passOff: [
      "i'?ll (put|write) my name", 'put my name', "i'?ll say i wrote", 'i wrote it', "i'?ll submit", 'will submit', 'print and submit', 'for (my )?submission',
      'in my name', 'i will print', "(teacher|sir|madam|maam) (won'?t|wont|will not|doesn'?t|doesnt) (know|check|catch)", '(teacher|sir) thinks i wrote', "doesn'?t catch", 'doesnt catch',
      'so i can submit', 'and submit', 'looks different',
      // 'i will give the same to my teacher'.
      "(i'?ll|i will|will) (just )?(give|show|hand|send|print)( it| this| that| the same)?( as mine)?( and give)? to (my |the )?(teacher|sir|madam|maam|mam|college|school)",
      "i (will|'ll) just (print|submit|copy|hand)",
      // A third writer's: 'i'll say i made it', 'i will hand it in', 'upload on my name', 'as if i attended', 'looks original'.
      "i'?ll say i (made|did|wrote)", "i (will|'ll) hand (it )?in", "(upload|submit|put) (it )?(on|in|under) my name", 'as if i (attended|did|wrote|made)',
      'like i actually (did|wrote|made|attended)', 'looks? original', "(teacher|sir|madam|maam) (doesn'?t|doesnt|won'?t|wont) catch",
    ],
    ownWork: ['(?<!will )check (my|this|it|if)', '(?<!will )correct (my|this|it)', 'grammar', 'how (to|do i|should i|can i)', 'example', 'format', 'understand', 'review', 'feedback'],
  },

  studyCentre: {
    names: [
      String.raw`\b(study|nios|open school(ing)?)[- ]?cent(re|er)s?\b`,
      String.raw`\b(nearest|nearby|near me) (cent(re|er)|institute)s?\b`,
      String.raw`\bcent(re|er)s? (near|nearby|close to)\b`,
      String.raw`\blocator\b`,
      String.raw`\baccredited (vocational )?(institutions?|institutes?)\b`,
      String.raw`\b(an? |the |which |my )?ai\b[^.?!]{0,20}\b(district|city|area|near|offers?)\b`,
      String.raw`\b(my|the|a|your|nearest|nearby|local) (study )?cent(re|er)\b[^.?!]{0,40}\b(practicals?|contact class(es)?|computers?|classes|phone|open|timings?|address|far|course)\b`,
      String.raw`\b(practicals?|contact class(es)?|computers? for practice)\b[^.?!]{0,30}\b(at|in) (my |the |a )?(study )?cent(re|er)\b`,
      String.raw`\b(go|come|visit) to the (study )?cent(re|er)\b`,
      String.raw`\bcent(re|er) in [a-z]+\b`,
      String.raw`\bpersonal contact programmes?\b|\bpcp\b|\bcontact class(es)?\b`,
    ],
    where: ['where'],
    gives: ['practicals?', 'contact class(es)?', 'personal contact', 'pcp', 'practi[cs]e', 'labs?'],
    atCentre: [
      // 'no computer at home for typing practise. what do they give at study centre'.
      String.raw`^(?=.*\b{gives}\b).*\bwhat (do|does|will|can) (they|it|the (study )?cent(re|er)) (give|provide|offer|have)\b`,
      String.raw`\b{where}\b[^.?!]{0,30}\b{gives}\b`,
      String.raw`\b{gives}\b[^.?!]{0,40}\b{where}\b`,
    ],
    asksWhere: [String.raw`\b(near|nearest|nearby|where|address|find|locate|location|search|area|city|town|district|village|pin ?code)\b`],
    findsOne: [String.raw`\b(locator|near me|nearest|nearby|close to me)\b`],
    whatToAsk: [String.raw`\bwhat (should i|to|do i|can i) ask\b`, String.raw`\bquestions? (to|i should|should i) ask\b`],
    visit: [String.raw`\bwhat (should i|to|do i|must i) (carry|bring|take)\b`, String.raw`\b(documents?|papers) (to|should i|do i) (carry|bring|take)\b`, String.raw`\bfirst (time|visit)\b[^.?!]{0,40}\b(carry|bring|take|documents?)\b`],
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
      // 'which course is good if i want a job quickly'.
      String.raw`\b(want|need|looking for|searching for)\b[^.?!]{0,10}\b(a |an )?(good |quick |fast )?{job}\b`,
      String.raw`\bcareer options?\b`,
      // 'can i become web developer after completing this course', 'how do i become a customer care executive after this'.
      String.raw`\bbecome (a |an )?[a-z]+( [a-z]+){0,3}\b[^.?!]{0,15}\b(after (this|the|completing|finishing|doing)|with this course)\b`,
      // Working for oneself after the course: 'freelance work possible after web dev course?', 'open my own repair shop'.
      String.raw`\b{ownWork}\b[^.?!]{0,40}\b(after|course|with this|by learning)\b`,
      String.raw`\b(after|course)\b[^.?!]{0,40}\b{ownWork}\b`,
      String.raw`\b(which|what) (kind of |type of |sort of )?(companies|company|employers?|firms?|places|offices) (will |would |can )?(hire|hires|recruit|employ)\b|\bwho (will|would) (hire|employ|recruit) me\b`,
      // 'after crm voice course what roles can a fresher get in a bank'.
      String.raw`\bafter (the |this |my )?[a-z ]{0,25}course\b[^.?!]{0,40}\b(roles?|posts?|positions?|openings?)\b|\b(what|which) (roles?|posts?|positions?)\b[^.?!]{0,30}\b(get|apply|fresher)\b`,
      String.raw`\b(good |any )?(career|future|scope)\b[^.?!]{0,10}\b(in|of|for) (web development|data entry|it essentials|crm|computer hardware|hardware|call centre|call center|this)\b`,
      String.raw`\bwhat (work|jobs?) can i (do|get)\b`,
      String.raw`\b(part[- ]time|full[- ]time|government|govt|sarkari) jobs?\b`,
      String.raw`\b(need|want|get) a job\b[^.?!]{0,30}\b(course|help|this)\b|\bwill this course help me get\b`,
      String.raw`\b(job|jobs|work|career) after (the |this |my )?(course|it|web|data|crm|computer|hardware)\b`,
      // 'after finishing this web course what work can i get', 'once i complete crm voice, which jobs can i apply for'.
      String.raw`\b(after|once i|when i)\b (finish|finishing|complete|completing|doing|do|pass|passing)\b[^.?!]{0,30}\bcourse\b[^.?!]{0,20}\b(work|jobs?|companies)\b[^.?!]{0,20}\b(get|apply|do|find)\b`,
      String.raw`\b(jobs?|companies|posts?)\b[^.?!]{0,15}\b(can|should|could) i apply\b|\bapply for (a |which |what )?{job}\b`,
    ],
    courseWhich: ['which', 'what'],
    courseFits: ['best', 'choose', 'should', 'suits?', 'for'],
    choose: ['choose', 'select'],
    whichCourse: [
      String.raw`\b{courseWhich}\b course\b[^.?!]{0,30}\b{courseFits}\b`,
      String.raw`\b(which|what) (course|of the (five|5) courses|vocational course)\b[^.?!]{0,40}\b(should|best|better|suits?|for me|take|join|do|pick|choose|right|get me|lead (me )?to)\b`,
      String.raw`\b(should i|shall i) (take|do|join|choose|pick)\b[^.?!]{0,40}\b(course|web development|data entry|it essentials|crm|hardware)\b[^.?!]{0,40}\bor\b`,
      String.raw`\b(web development|data entry|it essentials|crm( domestic voice)?|computer hardware|hardware)\b[^.?!]{0,10}\b(or)\b[^.?!]{0,10}\b(web development|data entry|it essentials|crm( domestic voice)?|computer hardware|hardware)\b[^.?!]{0,40}\b(which|better|should|best|choose|take)\b`,
      String.raw`\bcourse (is )?(best |good |right )?for (a |an )?(girl|housewife|beginner|job|village|someone|person|me|10th|12th)\b`,
      String.raw`\b(best|right|easiest|good) course (if|for|to)\b`,
      String.raw`\bconfused (between|about which)\b`,
      String.raw`\bwhich course (has|helps|gives|teaches|is (best|easiest|good))\b`,
      String.raw`\b{choose} (a |the |my )?(right |best |correct |good )?course\b`,
      String.raw`\bcourse {choose}\b`,
    ],
    payWords: ['salary', 'salaries', 'income', 'stipend', 'earning', 'earnings', 'salary package'],
    howMuch: ['how much'],
    payAfter: ['expected', 'starting', 'after'],
    and: ['and', 'or', '&'],
    pay: [
      String.raw`\b{payWords}\b[^.?!]{0,25}\b(?:{howMuch}|{payAfter})\b`,
      String.raw`\b(?:{howMuch}|what)\b[^.?!]{0,25}\b(?:{payWords}|salary package|earn)\b`,
      String.raw`\b{job} {and} (salary|pay)\b`,
      String.raw`\b(monthly|starting|average|expected) (income|salary|pay|earning)s?\b`,
      String.raw`\b(income|salary|earnings?) of (a |an )?[a-z]+\b`,
    ],
    moneyMatters: ['mutual fund', 'fd', 'crypto', 'invest', 'gold', 'saving', 'savings', 'tax', 'loan', 'emi'],
    computerJobs: ['operating system', 'os', 'processor', 'cpu', 'print', 'printer', 'queue', 'cron', 'batch', String.raw`[a-z]+\.(txt|csv|xlsx?|docx?|pdf)`],
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
    fractions: {},
  },

  calculators: {
    hours: ['hours?', 'hrs?'],
    days: ['days?'],
    perHour: ['per hour', 'an hour', 'every hour', 'hourly'],
    howMany: ['how many', 'fit', 'store'],
    of: [],
    holds: ['is', 'has', 'contains'],
    // 'each' shapes are read by the calculators' English patterns.
    each: [],
    after: [],
    readAs: {},
  },
};
