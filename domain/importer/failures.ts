/**
 * Every failure the importer's endpoints answer (read the shop, preview, save the settings, run, cancel) and every
 * reason a run's report stops for, each code with the reasons it may carry in `details.reason`. The web app words
 * each in the brand's language with what to try next (web/src/features/importer/failures.ts, whose test fails on
 * a code or reason here without its texts), and the api's test fails on a code its importer routes answer that is
 * not here (api/importer/failures.unit.test.ts).
 */
export const IMPORTER_FAILURES = {
  /** The shop cannot be reached at all, and how (refusals.ts). */
  IMPORT_SHOP_UNREACHABLE: ['UNKNOWN_HOST', 'CONNECTION_REFUSED', 'CONNECTION_FAILED', 'TIMEOUT'],
  /** It answered, but too slowly for "Read the shop" or a run. */
  IMPORT_SHOP_TOO_SLOW: ['TOO_SLOW'],
  /**
   * Vitrina will not, or could not, read the page: the fetcher's refusals (a run's report also says UNREACHABLE and
   * TIMEOUT so), robots.txt, or a shop whose answers could not be read (UNREADABLE).
   */
  IMPORT_PAGE_REFUSED: [
    'ROBOTS_DISALLOWED',
    'FORBIDDEN_ADDRESS',
    'TOO_LARGE',
    'BAD_CONTENT_TYPE',
    'HTTP_ERROR',
    'TOO_MANY_REDIRECTS',
    'INVALID_URL',
    'UNSUPPORTED_SCHEME',
    'UNREACHABLE',
    'TIMEOUT',
    'UNREADABLE',
  ],
  /** The page is too deep, too large or too costly to parse (importer/pool.ts). */
  IMPORT_PAGE_TOO_COMPLEX: ['TOO_DEEP', 'TOO_MANY_ELEMENTS', 'TOO_SLOW', 'TOO_MUCH_MEMORY'],
  /** A run's saved source is of a kind this version does not read. */
  IMPORT_SOURCE_UNKNOWN: [],
  /** Readings are all under way, or the brand's own is (readings.ts). */
  IMPORT_BUSY: ['ALREADY_READING', 'SITE_BUSY'],
  /** The client left before the reading ended. */
  REQUEST_ABORTED: [],
  IMPORTER_NOT_CONFIGURED: [],
  IMPORT_RUN_IN_PROGRESS: [],
  IMPORT_RUN_NOT_FOUND: [],
  IMPORT_RUN_FINISHED: [],
  /** A field that cannot work, each named in `details.fields` with its code (IMPORTER_FIELD_PROBLEMS). */
  VALIDATION_FAILED: [],
  /** A default or a mapped category the taxonomy does not have. */
  UNKNOWN_TERM: [],
  SUBSCRIPTION_INACTIVE: [],
  BRAND_NOT_FOUND: [],
  RATE_LIMITED: [],
  /** Someone else saved or ran at the same moment. */
  CONFLICT: [],
} as const satisfies Record<string, readonly string[]>;

export type ImporterFailureCode = keyof typeof IMPORTER_FAILURES;
export type ImporterFailureReason<Code extends ImporterFailureCode = ImporterFailureCode> = (typeof IMPORTER_FAILURES)[Code][number];

/**
 * Why a field of the importer's settings cannot work, as `details.fields[].code` says it beside the field's path
 * (zod's own codes, such as `invalid_string`, name the rest): an address that is none, not http(s), with a user name
 * or password, or of this machine or a private network; a CSS selector or price pattern that does not parse, a
 * pattern that could hang; a cron expression that never fires.
 */
export const IMPORTER_FIELD_PROBLEMS = [
  'NOT_AN_ADDRESS',
  'NOT_HTTP',
  'WITH_CREDENTIALS',
  'LOCAL_ADDRESS',
  'NOT_A_SELECTOR',
  'NOT_A_PATTERN',
  'SLOW_PATTERN',
  'NOT_CRON',
] as const;
export type ImporterFieldProblem = (typeof IMPORTER_FIELD_PROBLEMS)[number];
