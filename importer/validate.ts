import { load } from 'cheerio';
import cronParser from 'cron-parser';
import type { ImporterConfig } from '@vitrina/domain/importer/config';
import type { ImporterFieldProblem } from '@vitrina/domain/importer/failures';

/** A field of the config that cannot work, named as the form names it (`price.selector`, `schedule.expression`). */
export interface ConfigProblem {
  field: string;
  /** What is wrong, for the form to say in the brand's language. */
  code: ImporterFieldProblem;
  message: string;
}

const empty = load('');

function selectorProblem(selector: string): string | null {
  if (selector === '') return null;
  try {
    empty(selector);
    return null;
  } catch (error) {
    return `not a CSS selector: ${(error as Error).message}`;
  }
}

/**
 * What zod cannot see in a config that has the right shape: selectors that do not parse, a price pattern that is
 * not a regular expression (or one that could take seconds on a long text), a cron expression that never fires.
 */
export function configProblems(config: ImporterConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const fields = {
    name: config.name,
    price: config.price,
    link: config.link,
    image: config.image,
    tags: config.tags,
    description: config.description,
    nextPage: config.nextPage,
  };
  for (const [field, value] of Object.entries(fields)) {
    if (!value) continue;
    const problem = selectorProblem(value.selector);
    if (problem) problems.push({ field: `${field}.selector`, code: 'NOT_A_SELECTOR', message: problem });
  }
  if ((config.json.mode === 'attribute' || config.json.mode === 'script') && config.json.selector) {
    const problem = selectorProblem(config.json.selector);
    if (problem) problems.push({ field: 'json.selector', code: 'NOT_A_SELECTOR', message: problem });
  }
  const itemProblem = selectorProblem(itemSelector(config.item));
  if (itemProblem) problems.push({ field: 'item.class', code: 'NOT_A_SELECTOR', message: itemProblem });
  if (config.price.regex !== null) {
    try {
      new RegExp(config.price.regex);
      // Nested quantifiers are how a pattern backtracks for ever; a price needs none.
      if (/\([^)]*[+*][^)]*\)[+*{]/.test(config.price.regex))
        problems.push({ field: 'price.regex', code: 'SLOW_PATTERN', message: 'a repeated group that repeats itself (like (a+)+) can hang on a long text' });
    } catch (error) {
      problems.push({ field: 'price.regex', code: 'NOT_A_PATTERN', message: `not a regular expression: ${(error as Error).message}` });
    }
  }
  if (config.schedule.kind === 'cron') {
    try {
      cronParser.parseExpression(config.schedule.expression);
    } catch (error) {
      problems.push({ field: 'schedule.expression', code: 'NOT_CRON', message: `not a cron expression: ${(error as Error).message}` });
    }
  }
  return problems;
}

/** The CSS selector of the config's items: its element name with each of its classes. */
export function itemSelector(item: ImporterConfig['item']): string {
  const classes = item.class.split(/\s+/).filter(Boolean);
  return item.tag + classes.map((name) => `.${name}`).join('');
}
