import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useIntl } from 'react-intl';
import type { FieldSelector, ImporterConfig } from '@vitrina/domain/importer/config';
import { SelectField, TextField } from '../../../components/form/fields';
import type { MessageId } from '../../../i18n/messages';

const SELECTOR_FIELDS = ['name', 'price', 'link', 'image'] as const;
const PATHS = ['name', 'price', 'currency', 'link', 'image', 'sku'] as const;
type SelectorField = (typeof SELECTOR_FIELDS)[number] | 'tags' | 'description' | 'nextPage';

interface Props {
  config: ImporterConfig;
  /** Open whatever it holds: a field in it was refused. */
  refused?: boolean;
  set: (patch: Partial<ImporterConfig>) => void;
  /** A field's error as the form words it, by its path without `config.` (`price.regex`). */
  error: (path: string) => string | undefined;
}

/** The parts of the settings the fold holds: how a shop's own pages are read (selectors, JSON) and a cron schedule. */
const ADVANCED_PATHS = /^(item|name|price|link|image|tags|description|nextPage|json)\.|^schedule\.expression$/;

/** Whether a field the fold holds was refused (its path as the api names it, `config.price.regex`). */
export const refusedInside = (errorPaths: readonly string[]) => errorPaths.some((path) => ADVANCED_PATHS.test(path.replace(/^config\./, '')));

/** Whether the fold holds a value set: then it opens, so nothing set is hidden. */
export function hasAdvanced(config: ImporterConfig): boolean {
  if (config.schedule.kind === 'cron') return true;
  if (config.source && config.source.kind !== 'page') return false;
  const { json } = config;
  const selectors = [config.name, config.price, config.link, config.image, config.tags, config.description, config.nextPage];
  return (
    json.mode !== 'jsonld' ||
    Object.values(json.paths).some(Boolean) ||
    config.price.regex !== null ||
    config.item.class !== '' ||
    selectors.some((selector) => selector !== null && selector !== undefined && (selector.selector !== '' || selector.attribute !== null))
  );
}

/**
 * "Advanced options", folded: closed unless something is set in it. For a shop read from its pages, where each
 * product's data sits (the data the page publishes, or the parts of the page named by CSS selectors), and a
 * schedule written the way cron writes it. Each label says in plain words what its field is, the jargon in brackets.
 */
export function AdvancedOptions({ config, set, error, refused = false }: Props) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { json } = config;
  const paths = json.mode === 'none' ? {} : json.paths;
  const pages = !config.source || config.source.kind === 'page';

  const selectorRow = (field: SelectorField) => {
    const value = config[field];
    const label = t(`importer.field.${field}`);
    const update = (next: Partial<FieldSelector>) => {
      const base = value ?? { selector: '', attribute: null };
      set({ [field]: field === 'price' ? { regex: config.price.regex, ...base, ...next } : { ...base, ...next } } as Partial<ImporterConfig>);
    };
    return (
      <div key={field} className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('importer.selector', { field: label })}
          value={value?.selector ?? ''}
          error={error(`${field}.selector`)}
          onChange={(event) => update({ selector: event.target.value })}
          spellCheck={false}
          autoComplete="off"
        />
        <TextField
          label={t('importer.attribute', { field: label })}
          hint={t('importer.attributeHint')}
          value={value?.attribute ?? ''}
          error={error(`${field}.attribute`)}
          onChange={(event) => update({ attribute: event.target.value.trim() === '' ? null : event.target.value })}
          spellCheck={false}
          autoComplete="off"
        />
      </div>
    );
  };

  return (
    <Disclosure as="section" className="rounded-md border border-line" defaultOpen={refused || hasAdvanced(config)}>
      <DisclosureButton className="group flex min-h-11 w-full items-center justify-between gap-3 px-4 py-2 text-left font-medium text-ink">
        <span>{t('importer.advanced')}</span>
        <span aria-hidden="true" className="transition-transform group-data-[open]:rotate-180">
          ▾
        </span>
      </DisclosureButton>
      <DisclosurePanel className="space-y-4 border-t border-line px-4 pb-4 pt-3">
        <p className="text-sm text-muted">{t('importer.advancedHint')}</p>
        {pages && (
          <>
            <SelectField
              label={t('importer.mode')}
              value={json.mode}
              onChange={(event) => {
                const mode = event.target.value as ImporterConfig['json']['mode'];
                set({
                  json:
                    mode === 'none'
                      ? { mode }
                      : mode === 'attribute'
                        ? { mode, attribute: 'data-product', paths }
                        : mode === 'script'
                          ? { mode, selector: 'script[type="application/json"]', paths }
                          : { mode, paths },
                });
              }}
            >
              <option value="jsonld">{t('importer.mode.jsonld')}</option>
              <option value="none">{t('importer.mode.none')}</option>
              <option value="attribute">{t('importer.mode.attribute')}</option>
              <option value="script">{t('importer.mode.script')}</option>
            </SelectField>
            {json.mode !== 'jsonld' && (
              <>
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={t('importer.item.tag')}
                    hint={t('importer.item.tagHint')}
                    value={config.item.tag}
                    error={error('item.tag')}
                    onChange={(event) => set({ item: { ...config.item, tag: event.target.value } })}
                    spellCheck={false}
                  />
                  <TextField
                    label={t('importer.item.class')}
                    value={config.item.class}
                    error={error('item.class')}
                    onChange={(event) => set({ item: { ...config.item, class: event.target.value } })}
                    spellCheck={false}
                  />
                </div>
                {(json.mode === 'attribute' || json.mode === 'script') && <p className="text-sm text-muted">{t('importer.selectorsFillJson')}</p>}
                {SELECTOR_FIELDS.map(selectorRow)}
                <TextField
                  label={t('importer.priceRegex')}
                  hint={t('importer.priceRegexHint')}
                  value={config.price.regex ?? ''}
                  error={error('price.regex')}
                  onChange={(event) => set({ price: { ...config.price, regex: event.target.value === '' ? null : event.target.value } })}
                  spellCheck={false}
                />
                {selectorRow('tags')}
                {selectorRow('description')}
              </>
            )}
            {json.mode === 'attribute' && (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={t('importer.jsonSelector')}
                  hint={t('importer.jsonSelectorHint')}
                  value={json.selector ?? ''}
                  error={error('json.selector')}
                  onChange={(event) => set({ json: { ...json, selector: event.target.value === '' ? undefined : event.target.value } })}
                  spellCheck={false}
                />
                <TextField
                  label={t('importer.jsonAttribute')}
                  value={json.attribute}
                  error={error('json.attribute')}
                  onChange={(event) => set({ json: { ...json, attribute: event.target.value } })}
                  spellCheck={false}
                />
              </div>
            )}
            {json.mode === 'script' && (
              <TextField
                label={t('importer.scriptSelector')}
                hint={t('importer.scriptSelectorHint')}
                value={json.selector}
                error={error('json.selector')}
                onChange={(event) => set({ json: { ...json, selector: event.target.value } })}
                spellCheck={false}
              />
            )}
            {json.mode !== 'none' && (
              <div className="grid gap-3 sm:grid-cols-2">
                {PATHS.map((field) => (
                  <TextField
                    key={field}
                    label={t(`importer.dataPath.${field}`)}
                    hint={json.mode === 'jsonld' ? t('importer.pathHint') : undefined}
                    value={paths[field] ?? ''}
                    error={error(`json.paths.${field}`)}
                    onChange={(event) => set({ json: { ...json, paths: { ...paths, [field]: event.target.value === '' ? undefined : event.target.value } } })}
                    spellCheck={false}
                  />
                ))}
              </div>
            )}
            {selectorRow('nextPage')}
          </>
        )}
        <TextField
          label={t('importer.cron')}
          hint={t('importer.cronHint')}
          value={config.schedule.kind === 'cron' ? config.schedule.expression : ''}
          error={error('schedule.expression')}
          // Written, it is the schedule; emptied, the importer runs only when asked.
          onChange={(event) => set({ schedule: event.target.value.trim() === '' ? { kind: 'off' } : { kind: 'cron', expression: event.target.value } })}
          placeholder="0 6 * * 1-5"
          spellCheck={false}
          autoComplete="off"
        />
      </DisclosurePanel>
    </Disclosure>
  );
}
