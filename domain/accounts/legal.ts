/**
 * The versions of the texts people accept: the Terms and Conditions and the privacy policy (api/resources/texts,
 * where a test holds each version to its files' content, so a text cannot change without a new version), and the
 * cookie notice. A signed-in person who accepted an older version of the terms or the policy is asked again.
 */
export const LEGAL_VERSIONS = { terms: '2026-11-26', privacy: '2026-11-26' } as const;
export const COOKIE_NOTICE_VERSION = '2026-11-26';

/** What accounts registered before the texts had versions accepted: the first texts. */
export const FIRST_LEGAL_VERSION = '2025-01-01';

const Version = /^\d{4}-\d{2}-\d{2}$/;
export const isLegalVersion = (value: string) => Version.test(value);

/**
 * Whether someone who accepted these versions must accept the current texts again: a newer version of the terms,
 * or of the privacy policy they had accepted (a brand may register without accepting the policy; it is not asked).
 */
export function mustAcceptAgain(accepted: { terms: string | null; privacy: string | null }): boolean {
  return accepted.terms !== LEGAL_VERSIONS.terms || (accepted.privacy !== null && accepted.privacy !== LEGAL_VERSIONS.privacy);
}
