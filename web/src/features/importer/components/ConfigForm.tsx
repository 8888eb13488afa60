import { useIntl } from 'react-intl';
import type { FieldSelector, ImporterConfig } from '@vitrina/domain/importer/config';
import { LANGUAGES, type Language } from '@vitrina/domain/core/languages';
import { SelectField, TextField } from '../../../components/form/fields';
import type { MessageId } from '../../../i18n/messages';
import { useTaxonomy } from '../../../lib/taxonomy';
import { MAX_IMPORT_LIMIT, type RunAllowance } from '@vitrina/domain/importer/limits';
import { withScheme } from '@vitrina/domain/importer/shop-address';
import { SOURCE_KINDS } from '../api/importer';

/** A field's error as the api names it (`config.price.regex`), shown beside that field. */
export type FieldErrors = Readonly<Record<string, string>>;

interface Props {
  config: ImporterConfig;
  onChange: (config: ImporterConfig) => void;
  errors: FieldErrors;
  /** What a limit left blank imports: the brand's plan's allowance. */
  planAllowance: RunAllowance;
  /** The language the last reading of the shop found it writes in (stated or told from its text), if any. */
  languageRead?: Language | null;
}

const SELECTOR_FIELDS = ['name', 'price', 'link', 'image'] as const;
const PATHS = ['name', 'price', 'currency', 'link', 'image', 'sku'] as const;
const CURRENCIES = ['ARS', 'USD', 'EUR', 'BRL', 'CLP', 'UYU', 'MXN', 'COP'] as const;

/** The importer's settings (seed section 3): where the clothes are, how to read them, when, and what they default to. */
export function ConfigForm({ config, onChange, errors, planAllowance, languageRead = null }: Props) {
  const intl = useIntl();
  const taxonomy = useTaxonomy();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const set = (patch: Partial<ImporterConfig>) => onChange({ ...config, ...patch });
  const error = (path: string) => errors[`config.${path}`];
  const { json } = config;
  const paths = json.mode === 'none' ? {} : json.paths;

  const selectorRow = (field: (typeof SELECTOR_FIELDS)[number] | 'tags' | 'description' | 'nextPage') => {
    const value = config[field];
    const label = t(`importer.field.${field}`);
    const update = (next: Partial<FieldSelector>) => {
      const base = value ?? { selector: '', attribute: null };
      set({ [field]: field === 'price' ? { regex: config.price.regex, ...base, ...next } : { ...base, ...next } } as Partial<ImporterConfig>);
    };
    return (
      <div key={field} className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('importer.selector', { field: label })} value={value?.selector ?? ''} error={error(`${field}.selector`)} onChange={(event) => update({ selector: event.target.value })} spellCheck={false} autoComplete="off" />
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

  const categories = (taxonomy.data?.categories ?? []).filter((category) => !config.defaults.typeId || category.typeId === config.defaults.typeId);
  const defaults = (patch: Partial<ImporterConfig['defaults']>) => set({ defaults: { ...config.defaults, ...patch } });

  return (
    <div className="space-y-8">
      <fieldset className="space-y-4">
        <legend className="font-display text-xl text-ink">{t('importer.section.reading')}</legend>
        <SelectField
          label={t('importer.sourceKind')}
          value={config.source?.kind ?? 'page'}
          hint={config.source?.kind === 'page' ? t('importer.source.pageWhole') : undefined}
          onChange={(event) => {
            const kind = event.target.value as NonNullable<ImporterConfig['source']>['kind'];
            // The shop's pages are read from its address, whole.
            set({ source: { kind, url: kind === 'page' ? config.url : (config.source?.url ?? config.url) } });
          }}
        >
          {SOURCE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`importer.source.${kind}`)}
            </option>
          ))}
        </SelectField>
        {config.source && config.source.kind !== 'page' && (
          <TextField
            label={t('importer.sourceUrl')}
            type="url"
            value={config.source.url}
            error={error('source.url')}
            onChange={(event) => set({ source: { kind: config.source!.kind, url: event.target.value } })}
            onBlur={() => set({ source: { kind: config.source!.kind, url: withScheme(config.source!.url) } })}
            spellCheck={false}
          />
        )}
        {(!config.source || config.source.kind === 'page') && (
          <>
            <SelectField
              label={t('importer.mode')}
              value={json.mode}
              onChange={(event) => {
                const mode = event.target.value as ImporterConfig['json']['mode'];
                set({ json: mode === 'none' ? { mode } : mode === 'attribute' ? { mode, attribute: 'data-product', paths } : mode === 'script' ? { mode, selector: 'script[type="application/json"]', paths } : { mode, paths } });
              }}
            >
              <option value="jsonld">{t('importer.mode.jsonld')}</option>
              <option value="none">{t('importer.mode.none')}</option>
              <option value="attribute">{t('importer.mode.attribute')}</option>
              <option value="script">{t('importer.mode.script')}</option>
            </SelectField>
            {json.mode !== 'jsonld' && (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label={t('importer.item.tag')} value={config.item.tag} error={error('item.tag')} onChange={(event) => set({ item: { ...config.item, tag: event.target.value } })} spellCheck={false} />
                <TextField label={t('importer.item.class')} value={config.item.class} error={error('item.class')} onChange={(event) => set({ item: { ...config.item, class: event.target.value } })} spellCheck={false} />
              </div>
            )}
            {json.mode !== 'jsonld' && (
              <>
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
                <TextField label={t('importer.jsonAttribute')} value={json.attribute} error={error('json.attribute')} onChange={(event) => set({ json: { ...json, attribute: event.target.value } })} spellCheck={false} />
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
                    label={t('importer.path', { field: t(`importer.pathField.${field}`) })}
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
          label={t('importer.limit')}
          type="number"
          min={1}
          max={MAX_IMPORT_LIMIT}
          inputMode="numeric"
          // Empty is the plan's allowance, decided when each run starts.
          value={config.limit === 'plan' ? '' : String(config.limit)}
          placeholder={intl.formatNumber(planAllowance.limit)}
          hint={intl.formatMessage({ id: planAllowance.by === 'run' ? 'importer.limitHint.whole' : 'importer.limitHint.plan' }, { count: planAllowance.limit })}
          error={error('limit')}
          onChange={(event) => set({ limit: event.target.value.trim() === '' ? 'plan' : Number(event.target.value) })}
          className="max-w-md"
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="font-display text-xl text-ink">{t('importer.section.schedule')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('importer.schedule')}
            value={config.schedule.kind}
            onChange={(event) => {
              const kind = event.target.value as ImporterConfig['schedule']['kind'];
              set({ schedule: kind === 'cron' ? { kind, expression: '0 6 * * *' } : { kind } });
            }}
          >
            {(['off', 'daily', 'weekly', 'cron'] as const).map((kind) => (
              <option key={kind} value={kind}>
                {t(`importer.schedule.${kind}`)}
              </option>
            ))}
          </SelectField>
          {config.schedule.kind === 'cron' && (
            <TextField
              label={t('importer.cron')}
              hint={t('importer.cronHint')}
              value={config.schedule.expression}
              error={error('schedule.expression')}
              onChange={(event) => set({ schedule: { kind: 'cron', expression: event.target.value } })}
              spellCheck={false}
            />
          )}
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="font-display text-xl text-ink">{t('importer.section.defaults')}</legend>
        <p className="text-sm text-muted">{t('importer.defaultsHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label={t('importer.defaults.type')} value={config.defaults.typeId} error={error('defaults.typeId')} onChange={(event) => defaults({ typeId: event.target.value, categoryId: '' })}>
            <option value="">{t('importer.choose')}</option>
            {(taxonomy.data?.types ?? []).map((term) => (
              <option key={term.id} value={term.id}>
                {term.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('importer.defaults.category')} value={config.defaults.categoryId} error={error('defaults.categoryId')} onChange={(event) => defaults({ categoryId: event.target.value })}>
            <option value="">{t('importer.choose')}</option>
            {categories.map((term) => (
              <option key={term.id} value={term.id}>
                {term.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('importer.defaults.gender')} value={config.defaults.gender} error={error('defaults.gender')} onChange={(event) => defaults({ gender: event.target.value })}>
            <option value="">{t('importer.choose')}</option>
            {(taxonomy.data?.genders ?? []).map((term) => (
              <option key={term.id} value={term.id}>
                {term.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('importer.defaults.language')}
            hint={t(languageRead === config.defaults.language ? 'importer.languageRead' : 'importer.languageHint')}
            value={config.defaults.language}
            onChange={(event) => defaults({ language: event.target.value as ImporterConfig['defaults']['language'] })}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('importer.defaults.currency')} hint={t('importer.currencyHint')} value={config.defaults.currency} onChange={(event) => defaults({ currency: event.target.value })}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
    </div>
  );
}
