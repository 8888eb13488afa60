import { useIntl } from 'react-intl';
import { SOURCE_KINDS, type ImporterConfig } from '@vitrina/domain/importer/config';
import { LANGUAGES, type Language } from '@vitrina/domain/core/languages';
import { SelectField, TextField } from '../../../components/form/fields';
import type { MessageId } from '../../../i18n/messages';
import { useTaxonomy } from '../../../lib/taxonomy';
import { MAX_IMPORT_LIMIT, type RunAllowance } from '@vitrina/domain/importer/limits';
import { withScheme } from '@vitrina/domain/importer/shop-address';
import { AdvancedOptions, refusedInside } from './AdvancedOptions';

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

const CURRENCIES = ['ARS', 'USD', 'EUR', 'BRL', 'CLP', 'UYU', 'MXN', 'COP'] as const;

/** The importer's settings (seed section 3): where the clothes are, how to read them, when, and what they default to. */
export function ConfigForm({ config, onChange, errors, planAllowance, languageRead = null }: Props) {
  const intl = useIntl();
  const taxonomy = useTaxonomy();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const set = (patch: Partial<ImporterConfig>) => onChange({ ...config, ...patch });
  const error = (path: string) => errors[`config.${path}`];
  const refused = refusedInside(Object.keys(errors));
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
        <SelectField
          label={t('importer.schedule')}
          hint={config.schedule.kind === 'cron' ? t('importer.schedule.cronHint') : undefined}
          value={config.schedule.kind}
          onChange={(event) => set({ schedule: { kind: event.target.value as Exclude<ImporterConfig['schedule']['kind'], 'cron'> } })}
          className="max-w-md"
        >
          {(['off', 'daily', 'weekly'] as const).map((kind) => (
            <option key={kind} value={kind}>
              {t(`importer.schedule.${kind}`)}
            </option>
          ))}
          {/* A schedule of its own is written in the advanced options; here it is named. */}
          {config.schedule.kind === 'cron' && <option value="cron">{t('importer.schedule.cron')}</option>}
        </SelectField>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="font-display text-xl text-ink">{t('importer.section.defaults')}</legend>
        <p className="text-sm text-muted">{t('importer.defaultsHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('importer.defaults.type')}
            value={config.defaults.typeId}
            error={error('defaults.typeId')}
            onChange={(event) => defaults({ typeId: event.target.value, categoryId: '' })}
          >
            <option value="">{t('importer.choose')}</option>
            {(taxonomy.data?.types ?? []).map((term) => (
              <option key={term.id} value={term.id}>
                {term.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('importer.defaults.category')}
            value={config.defaults.categoryId}
            error={error('defaults.categoryId')}
            onChange={(event) => defaults({ categoryId: event.target.value })}
          >
            <option value="">{t('importer.choose')}</option>
            {categories.map((term) => (
              <option key={term.id} value={term.id}>
                {term.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('importer.defaults.gender')}
            value={config.defaults.gender}
            error={error('defaults.gender')}
            onChange={(event) => defaults({ gender: event.target.value })}
          >
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
            onChange={(event) => defaults({ language: event.target.value as ImporterConfig['defaults']['language'] })}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('importer.defaults.currency')}
            hint={t('importer.currencyHint')}
            value={config.defaults.currency}
            onChange={(event) => defaults({ currency: event.target.value })}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      {/* Open when it holds a value as the form comes; opened again when a field in it is refused (remounted). */}
      <AdvancedOptions key={refused ? 'refused' : 'fine'} config={config} set={set} error={error} refused={refused} />
    </div>
  );
}
