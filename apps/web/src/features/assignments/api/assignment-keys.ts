export const assignmentKeys = {
  all: ['assignments'] as const,
  past: () => [...assignmentKeys.all, 'past'] as const,
  one: (id: string) => [...assignmentKeys.all, 'one', id] as const,
  mastery: (bot: string) => [...assignmentKeys.all, 'mastery', bot] as const,
};
