import type { MessageId } from '../../i18n/messages';

/**
 * What the form says under a field the api refused, in the brand's words: by the field (its path, `config.price.regex`)
 * and the problem's code (domain/importer/failures.ts IMPORTER_FIELD_PROBLEMS, or zod's own for a value of the wrong
 * shape). The api's English message stays for the log and for whoever reads the api itself.
 */
export function fieldProblemId(path: string, code: string): MessageId {
  const field = path.replace(/^config\./, '');
  if (field === 'url' || field === 'source.url') {
    if (code === 'WITH_CREDENTIALS') return 'importer.fieldProblem.credentials';
    if (code === 'LOCAL_ADDRESS') return 'importer.fieldProblem.localAddress';
    return 'importer.fieldProblem.address';
  }
  if (field === 'item.tag') return 'importer.fieldProblem.itemTag';
  if (field === 'item.class') return 'importer.fieldProblem.itemClass';
  if (field.endsWith('.selector')) return 'importer.fieldProblem.selector';
  if (field.endsWith('.attribute')) return 'importer.fieldProblem.attribute';
  if (field === 'price.regex') return code === 'SLOW_PATTERN' ? 'importer.fieldProblem.slowPattern' : 'importer.fieldProblem.pattern';
  if (field.startsWith('json.paths.')) return 'importer.fieldProblem.dataPath';
  if (field.startsWith('schedule.')) return 'importer.fieldProblem.cron';
  if (field === 'limit') return 'importer.fieldProblem.limit';
  if (field.startsWith('defaults.')) return 'importer.fieldProblem.choose';
  if (field.startsWith('categoryMap.')) return 'importer.fieldProblem.category';
  return 'importer.fieldProblem.other';
}
