import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '@vitrina/domain/core/languages';
import type { ImporterConfig } from '@vitrina/domain/importer/config';
import { runAllowance } from '@vitrina/domain/importer/limits';
import { withScheme } from '@vitrina/domain/importer/shop-address';
import { AdminPage } from '../../../components/admin/AdminPage';
import type { Outcome } from '../../../components/admin/AdminPage';
import { FormAlert } from '../../../components/form/FormAlert';
import { TextField } from '../../../components/form/fields';
import { useActingBrand } from '../../../components/admin/BrandPicker';
import { isPlanInactive, PlanInactiveAlert } from '../../../components/admin/PlanInactive';
import { Loading } from '../../../components/Loading';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/errorText';
import type { IntlShape } from 'react-intl';
import { isOpen, useCancelImport, useImporter, usePreviewImport, useReadShop, useRunImport, useSaveImporterConfig } from '../api/importer';
import type { Preview } from '../api/importer';
import { blankConfig } from '@vitrina/domain/importer/config';
import { CategoryMap, withProposals, type ShopCategory } from '../components/CategoryMap';
import { ConfigForm } from '../components/ConfigForm';
import type { FieldErrors } from '../components/ConfigForm';
import { PreviewList } from '../components/PreviewList';
import { RunHistory } from '../components/RunHistory';
import { RunProgress } from '../components/RunProgress';
import { FailureNotice } from '../components/FailureNotice';
import { failureOf, type FailureWords } from '../failures';
import { fieldProblemId } from '../fieldProblems';
import { atAddress, neverRead, withoutProposal } from '../proposal';

/** The api's field errors (`config.price.regex`), by path, each in the brand's words. */
function fieldErrorsOf(error: unknown, intl: IntlShape): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const fields = error.details.fields;
  if (!Array.isArray(fields)) return {};
  return Object.fromEntries(
    fields.flatMap((field: { path?: unknown; code?: unknown }) =>
      typeof field.path === 'string' ? [[field.path, intl.formatMessage({ id: fieldProblemId(field.path, String(field.code ?? '')) })]] : [],
    ),
  );
}

/** Admin → Importer: the shop page and how to read it, its preview beside it, "run now", progress and past runs. */
export function AdminImporterPage({ admin }: { admin: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { brandId, picker } = useActingBrand(admin);
  const shown = !admin || brandId !== null;
  const importer = useImporter(brandId, shown);
  const preview = usePreviewImport(brandId);
  const shop = useReadShop(brandId);
  const save = useSaveImporterConfig(brandId);
  const run = useRunImport(brandId);
  const cancel = useCancelImport(brandId);
  const [draft, setDraft] = useState<ImporterConfig | null>(null);
  const [previewShown, setPreview] = useState<Preview | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Why the last action failed, in the brand's words (FailureNotice); an outcome otherwise.
  const [failure, setFailure] = useState<FailureWords | null>(null);
  const say = (next: Outcome) => {
    setFailure(null);
    setOutcome(next);
  };
  const [errors, setErrors] = useState<FieldErrors>({});
  // A reading or an import refused for the plan (it may lapse while the page is open), beside what GET /importer said.
  const [refused, setRefused] = useState(false);
  // The language the last reading found the shop writes in: the form takes it, and says so beside its field.
  const [languageRead, setLanguageRead] = useState<Language | null>(null);
  // The shop's own categories the last reading found, for the brand to map (their proposals fill the map's blanks).
  const [shopCategories, setShopCategories] = useState<ShopCategory[]>([]);
  const inLanguageRead = (config: ImporterConfig, language: Language | null): ImporterConfig => {
    setLanguageRead(language);
    return language ? { ...config, defaults: { ...config.defaults, language } } : config;
  };
  const previewFrame = useRef<HTMLDivElement>(null);

  // On a phone the preview sits below the long form: a fresh one is brought into view.
  useEffect(() => {
    if (previewShown && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 1023px)').matches)
      previewFrame.current?.scrollIntoView({ block: 'start' });
  }, [previewShown]);

  // The saved config is the form's starting point, once per brand.
  useEffect(() => {
    if (importer.data && draft === null) setDraft(importer.data.config ?? blankConfig());
  }, [importer.data, draft]);
  useEffect(() => {
    setDraft(null);
    setPreview(null);
    say(null);
    setRefused(false);
  }, [brandId]);

  const failed = (error: unknown, fallback: 'importer.error.save' | 'importer.error.preview' | 'importer.error.run') => {
    setErrors(fieldErrorsOf(error, intl));
    if (isPlanInactive(error)) {
      setRefused(true);
      say(null);
      return;
    }
    // Every answer of the importer's in the brand's words; no answer at all (offline, the server down) as any form says it.
    const words = failureOf(error);
    if (words) {
      setOutcome(null);
      setFailure(words);
    } else say({ tone: 'error', text: errorText(error, {}, fallback) });
  };

  // "Read the shop": the shop's own catalogue, a feed or its sitemap when it offers one; else its page, auto-detected.
  // What it proposes replaces what an earlier reading proposed; a reading that finds nothing, or fails, clears it
  // and says why, so saving never imports the previous shop.
  const readPage = async () => {
    if (!draft) return;
    const asked = { ...draft, url: withScheme(draft.url) };
    setDraft(asked);
    say(null);
    const nothingFound = (text: string) => {
      setDraft(withoutProposal(asked));
      setLanguageRead(null);
      setShopCategories([]);
      setPreview(null);
      say({ tone: 'info', text });
    };
    try {
      const found = await shop.mutateAsync({ url: asked.url, limit: asked.limit });
      setErrors({});
      // The shop's pages read whole are a source as the others are; a page whose products the source could not read
      // is left to auto-detect's proposal below.
      if (found.source && (found.source.kind !== 'page' || found.items.length > 0)) {
        const source = intl.formatMessage({ id: `importer.source.${found.source.kind}` });
        if (found.items.length === 0) return nothingFound(intl.formatMessage({ id: 'importer.detect.emptySource' }, { source }));
        const { categories } = found;
        setShopCategories(categories);
        const read = inLanguageRead({ ...withoutProposal(asked), source: { kind: found.source.kind, url: found.source.url } }, found.language);
        setDraft(categories.length > 0 ? { ...read, categoryMap: withProposals(read.categoryMap, categories) } : read);
        setPreview({
          url: asked.url,
          source: found.source,
          proposal: null,
          items: found.items,
          nextPage: null,
          limited: found.limited,
          language: found.language,
        });
        return;
      }
      const answer = await preview.mutateAsync({ url: asked.url, limit: asked.limit });
      // No product in the page's HTML: most often a page its scripts fill in the browser.
      if (!answer.proposal) return nothingFound(intl.formatMessage({ id: 'importer.detect.noProducts' }));
      setPreview(answer);
      // Auto-detect's proposal becomes the form's way of reading; the rest stays as set.
      setDraft(inLanguageRead({ ...withoutProposal(asked), ...answer.proposal.config }, answer.language));
    } catch (error) {
      if (!neverRead(error)) {
        setDraft(withoutProposal(asked));
        setLanguageRead(null);
        setShopCategories([]);
        setPreview(null);
      }
      failed(error, 'importer.error.preview');
    }
  };

  const tryConfig = async () => {
    if (!draft) return;
    say(null);
    try {
      setPreview(await preview.mutateAsync({ config: draft }));
      setErrors({});
    } catch (error) {
      failed(error, 'importer.error.preview');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    try {
      await save.mutateAsync({ ...draft, url: withScheme(draft.url) });
      setErrors({});
      say({ tone: 'success', text: intl.formatMessage({ id: 'importer.saved' }) });
    } catch (error) {
      failed(error, 'importer.error.save');
    }
  };

  const runNow = async () => {
    try {
      await run.mutateAsync();
      say({ tone: 'info', text: intl.formatMessage({ id: 'importer.runAsked' }) });
    } catch (error) {
      failed(error, 'importer.error.run');
    }
  };

  const open = importer.data?.runs.find(isOpen) ?? null;
  const understood = draft ? withScheme(draft.url) : '';
  const busy = preview.isPending || shop.isPending || save.isPending;

  return (
    <AdminPage title={intl.formatMessage({ id: 'admin.tab.importer' })} tools={picker} outcome={outcome}>
      {!shown ? (
        <p className="text-muted">{intl.formatMessage({ id: 'importer.pickBrand' })}</p>
      ) : importer.isPending || (importer.data && !draft) ? (
        <Loading />
      ) : importer.isError ? (
        failureOf(importer.error) ? (
          <FailureNotice failure={failureOf(importer.error)!} />
        ) : (
          <FormAlert>{errorText(importer.error, {}, 'importer.error.load')}</FormAlert>
        )
      ) : refused || !importer.data.inGoodStanding ? (
        // No form whose every button the server refuses: what the plan stops, the way to pay, and the past runs.
        <>
          <PlanInactiveAlert messageId={admin ? 'importer.inactive.admin' : 'importer.inactive'} link={!admin} />
          <RunHistory runs={importer.data.runs} />
        </>
      ) : (
        draft && (
          <>
            <p className="max-w-prose text-muted">{intl.formatMessage({ id: 'admin.importer.intro' })}</p>
            {failure && <FailureNotice failure={failure} />}
            {open && (
              <RunProgress
                run={open}
                limit={runAllowance(importer.data.config?.limit ?? draft.limit, importer.data.tier).limit}
                cancelling={cancel.isPending}
                onCancel={() => cancel.mutate(open.runId)}
              />
            )}
            <div className="grid gap-8 lg:grid-cols-2">
              <form onSubmit={submit} className="min-w-0 space-y-6" noValidate>
                <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
                  <TextField
                    label={intl.formatMessage({ id: 'importer.url' })}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    value={draft.url}
                    hint={
                      understood !== draft.url.trim() && understood !== ''
                        ? intl.formatMessage({ id: 'importer.urlUnderstood' }, { url: understood })
                        : undefined
                    }
                    error={errors['config.url'] ?? errors.url}
                    // A bare domain (shop.example) is read as https, as the address bar reads it: said so beside it, and written
                    // so once read or saved. Not on leaving the field: the hint going would move the button being clicked.
                    onChange={(event) => setDraft(atAddress(draft, event.target.value))}
                    className="flex-1"
                    required
                  />
                  <button type="button" className="button-secondary min-h-11" disabled={busy || draft.url.trim() === ''} onClick={() => void readPage()}>
                    {intl.formatMessage({ id: 'importer.read' })}
                  </button>
                </div>
                <ConfigForm
                  config={draft}
                  onChange={setDraft}
                  errors={errors}
                  planAllowance={runAllowance('plan', importer.data.tier)}
                  languageRead={languageRead}
                />
                <CategoryMap categories={shopCategories} map={draft.categoryMap ?? {}} onChange={(categoryMap) => setDraft({ ...draft, categoryMap })} />
                <div className="flex flex-wrap gap-3">
                  <button type="button" className="button-secondary min-h-11" disabled={busy} onClick={() => void tryConfig()}>
                    {intl.formatMessage({ id: 'importer.previewButton' })}
                  </button>
                  <button type="submit" className="button-primary min-h-11" disabled={busy}>
                    {intl.formatMessage({ id: 'importer.save' })}
                  </button>
                  <button
                    type="button"
                    className="button-secondary min-h-11"
                    disabled={run.isPending || open !== null || !importer.data.config}
                    onClick={() => void runNow()}
                  >
                    {intl.formatMessage({ id: 'importer.runNow' })}
                  </button>
                </div>
              </form>
              <div
                ref={previewFrame}
                className="min-w-0 scroll-mt-4 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto"
                aria-busy={preview.isPending || shop.isPending}
              >
                {preview.isPending || shop.isPending ? (
                  <Loading />
                ) : previewShown ? (
                  <PreviewList preview={previewShown} />
                ) : (
                  <p className="text-muted">{intl.formatMessage({ id: 'importer.preview.hint' })}</p>
                )}
              </div>
            </div>
            <RunHistory runs={importer.data.runs} />
          </>
        )
      )}
    </AdminPage>
  );
}
