import type { ChatBot, CourseBot } from './constants.ts';

/** Course titles as on the course picker, in picker order. */
export const COURSE_TITLES: Record<CourseBot, string> = {
  webDevelopment: 'Web Development',
  dataEntry: 'Data Entry',
  itEssentials: 'IT Essentials',
  crmVoice: 'CRM Domestic Voice',
  ComputerHardware: 'Computer Hardware',
};

/** Welcome-view assistant titles, exactly as spec section 1 spells them. */
export function assistantTitle(bot: ChatBot, productName: string): string {
  const titles: Record<ChatBot, string> = {
    learn: `${productName} Learning Assistant`,
    webDevelopment: 'Web Develpoment AI Assistant',
    dataEntry: 'Data Entry AI Assistant',
    itEssentials: 'IT essentials AI Assistant',
    crmVoice: 'CRM Domestic Voice AI Assistant',
    ComputerHardware: 'Computer Hardware AI Assistant',
    nios: `${productName} Help`,
  };
  return titles[bot];
}
