export const authKeys = {
  all: ['auth'] as const,
  legalTexts: () => [...authKeys.all, 'legal-texts'] as const,
};
