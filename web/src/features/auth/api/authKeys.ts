export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  legalTexts: () => [...authKeys.all, 'legal-texts'] as const,
};
