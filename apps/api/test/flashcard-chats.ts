import type { ChatBot } from '@vidya/contract';
import type { ChatTutor, HistoryMessage } from '../src/tutor/types.ts';

/** A student's chat: what they type, in order (follow-ups and sums as students write them). */
export interface SampleChat {
  bot: ChatBot;
  turns: string[];
}

/** Chats over every course, each with a follow-up, most with a sum: what flashcards are made from. */
export const SAMPLE_CHATS: SampleChat[] = [
  {
    bot: 'dataEntry',
    turns: [
      'what is wpm',
      'how to calculate net speed',
      'explain with example',
      'I typed 1500 characters in 5 minutes with 10 errors, what is my net speed?',
      'what is accuracy percentage',
    ],
  },
  {
    bot: 'dataEntry',
    turns: [
      'what is data validation in spreadsheet',
      'give example',
      'how to use SUM formula',
      'what is absolute reference',
    ],
  },
  {
    bot: 'webDevelopment',
    turns: [
      'what is html',
      'tell me more',
      'how to make a table in html',
      'what is css box model',
      'margin and padding difference',
    ],
  },
  {
    bot: 'webDevelopment',
    turns: [
      'what is a variable in javascript',
      'example do',
      'what is the dom',
      'how to handle a button click',
    ],
  },
  {
    bot: 'itEssentials',
    turns: [
      'what is RAM',
      'RAM and ROM me kya difference hai',
      'convert 2 GB to MB',
      'what is an operating system',
      'types of os',
    ],
  },
  {
    bot: 'itEssentials',
    turns: ['what is a firewall', 'what is phishing', 'how to make strong password', 'more detail'],
  },
  {
    bot: 'crmVoice',
    turns: [
      'what is crm',
      'call opening kaise kare',
      'what is AHT',
      'calculate AHT if talk time 300 sec hold 60 sec wrap 40 sec',
      'how to handle angry customer',
    ],
  },
  {
    bot: 'crmVoice',
    turns: [
      'what is active listening',
      'explain more',
      'open and closed questions',
      'what is first call resolution',
    ],
  },
  {
    bot: 'ComputerHardware',
    turns: [
      'what is smps',
      'how to check smps voltage',
      'what is ohms law',
      'a 12 V supply gives 2 A, what is the power',
      'safety precautions',
    ],
  },
  {
    bot: 'ComputerHardware',
    turns: ['how to install ram stick', 'what is POST', 'beep codes', 'computer not starting what to do'],
  },
];

/**
 * Chats in Hindi over every course, as Hindi-medium students type them (Devanagari, a little
 * Hinglish, a follow-up and a sum): answered in Hindi, so their practice is Hindi.
 */
export const HINDI_SAMPLE_CHATS: SampleChat[] = [
  {
    bot: 'dataEntry',
    turns: [
      'WPM क्या है?',
      'शुद्ध गति कैसे निकालते हैं?',
      'उदाहरण दो',
      'मैंने 5 मिनट में 1500 अक्षर टाइप किए और 10 गलतियाँ हुईं, मेरी नेट स्पीड कितनी है?',
      'शुद्धता प्रतिशत क्या है?',
    ],
  },
  { bot: 'dataEntry', turns: ['एक्सेल में ड्रॉपडाउन लिस्ट कैसे बनाएं', 'SUM फ़ॉर्मूला कैसे लगाते हैं?', 'एब्सोल्यूट रेफ़रेंस क्या है?'] },
  { bot: 'webDevelopment', turns: ['HTML क्या है?', 'HTML में फॉर्म कैसे बनाते हैं?', 'CSS box model क्या है?', 'margin और padding में क्या फ़र्क है?'] },
  { bot: 'itEssentials', turns: ['सीपीयू क्या होता है?', 'RAM aur ROM में क्या फ़र्क है?', 'ऑपरेटिंग सिस्टम क्या है?', 'फ़ायरवॉल क्या है?'] },
  { bot: 'crmVoice', turns: ['CRM क्या है?', 'AHT क्या होता है?', 'गुस्साए ग्राहक को कैसे संभालें', 'कॉल सेंटर में टिकट किसे कहते हैं?'] },
  { bot: 'ComputerHardware', turns: ['SMPS क्या है?', 'ओम का नियम क्या है?', 'मदरबोर्ड में रैम कैसे लगाते हैं', 'POST क्या है?'] },
];

/** Asks a chat's turns in one conversation and keeps the section each answer cited, as the chat stores them. */
export async function converseCiting(tutor: ChatTutor, chat: SampleChat): Promise<HistoryMessage[]> {
  const history: HistoryMessage[] = [];
  for (const question of chat.turns) {
    let answer = '';
    let citedSection: string | null = null;
    const onCited = (ref: string) => (citedSection = ref);
    for await (const piece of tutor.reply({
      bot: chat.bot,
      studentName: 'Asha',
      question,
      history: [...history],
      attachments: [],
      onCited,
    }))
      answer += piece;
    history.push({ sender: 'user', text: question }, { sender: 'bot', text: answer, citedSection });
  }
  return history;
}
