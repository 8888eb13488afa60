import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { chartRowFor, MEASURES, sizeIn, type SizeChart } from '@vitrina/domain/sizes/chart-rules';
import { sizeKindOf, systemOfLabel, systemsOf } from '@vitrina/domain/sizes/systems';
import { ConfirmEmailPrompt } from '../../../components/ConfirmEmailPrompt';
import { FormAlert } from '../../../components/form/FormAlert';
import { loginPathFor } from '../../../lib/loginPath';
import { useSession } from '../../../lib/session/session';
import { isEmailNotVerified } from '../../../lib/session/emailNotVerified';
import { MEASURE_LABELS, SYSTEM_LABELS, useSizeSystem } from '../../../lib/sizes';
import { useStockAlert, useStockAlerts } from '../api/stockAlerts';

// The guide (Headless UI's Dialog) loads when it is first opened, not with the cloth's page (issue 47).
const SizeGuideDialog = lazy(async () => ({ default: (await import('./SizeGuideDialog')).SizeGuideDialog }));

export interface SizePickerCloth {
  id: string;
  typeId: string;
  gender: string;
  categoryName: string;
  brandName: string;
  /** Its sizes as the brand writes them, each marked when it cannot be bought now. */
  sizes: { label: string; soldOut: boolean }[];
  /** Nothing can be bought now. */
  soldOut: boolean;
  sizeChart: SizeChart | null;
}

/**
 * The cloth page's sizes: each in the reader's system (the brand's chart first, else the standard tables), the
 * sold-out ones struck and not pickable; the size guide; and "notify me" on a sold-out size or cloth, which a guest
 * is asked to sign in for.
 */
export function SizePicker({ cloth }: { cloth: SizePickerCloth }) {
  const intl = useIntl();
  const headingId = useId();
  const selectId = useId();
  const [system, setSystem] = useSizeSystem();
  const [picked, setPicked] = useState<string | null>(null);
  const [wanted, setWanted] = useState<string | null>(null);
  const [guideOpen, setGuideOpen] = useState(false);
  const kind = cloth.sizeChart?.kind ?? sizeKindOf(cloth);
  const systems = systemsOf(kind);
  const shown = systems.includes(system) ? system : systems[0]!;
  const convert = (label: string) => sizeIn(label, shown, cloth.sizeChart, { system: cloth.sizeChart?.system ?? systemOfLabel(label), kind });
  /** A size as the reader reads it (`main`), what shows beside it, and the two together for screen readers. */
  const display = (label: string) => {
    const converted = convert(label);
    const differs = converted !== null && converted !== label.trim();
    // Letter sizes read the same everywhere: they stay, with the reader's number beside; numbers become the reader's.
    const letters = systemOfLabel(label) === 'INT' && !cloth.sizeChart;
    const main = letters ? label : (converted ?? label);
    const beside = !differs ? null : letters ? `${shown} ${converted}` : label;
    const named = beside === null ? main : letters ? `${main} (${beside})` : `${main} (${intl.formatMessage({ id: 'sizes.brandWrites' }, { size: label })})`;
    return { main, beside, named };
  };
  const pickedRow = picked && cloth.sizeChart ? chartRowFor(cloth.sizeChart, picked) : null;
  const soldOutCloth = cloth.soldOut && (cloth.sizes.length === 0 || cloth.sizes.every((size) => size.soldOut));

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-sm text-muted">
          {intl.formatMessage({ id: 'clothes.field.sizes' })}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={selectId} className="block text-xs text-muted">
              {intl.formatMessage({ id: 'sizes.systemLabel' })}
            </label>
            <select
              id={selectId}
              className="field-input min-h-11 py-1 text-sm"
              value={shown}
              onChange={(event) => setSystem(event.target.value as typeof system)}
            >
              {systems.map((each) => (
                <option key={each} value={each}>
                  {intl.formatMessage({ id: SYSTEM_LABELS[each] })}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="min-h-11 text-sm font-semibold underline underline-offset-4" onClick={() => setGuideOpen(true)}>
            {intl.formatMessage({ id: 'sizes.guide.open' })}
          </button>
        </div>
      </div>
      {cloth.sizes.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'sizes.pick' })} className="flex flex-wrap gap-2">
          {cloth.sizes.map((size) => {
            const { main, beside, named } = display(size.label);
            const chosen = size.soldOut ? wanted === size.label : picked === size.label;
            return (
              <li key={size.label}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  aria-label={intl.formatMessage({ id: size.soldOut ? 'sizes.option.soldOut' : 'sizes.option' }, { size: named })}
                  onClick={() => (size.soldOut ? setWanted(chosen ? null : size.label) : setPicked(chosen ? null : size.label))}
                  className={`flex min-h-11 min-w-11 flex-col items-center justify-center border px-2 py-1 text-sm [overflow-wrap:anywhere] ${
                    size.soldOut ? 'border-line text-muted' : 'border-ink text-ink'
                  } ${chosen ? (size.soldOut ? 'ring-2 ring-muted' : 'bg-ink text-paper') : ''}`}
                >
                  {size.soldOut ? <s>{main}</s> : <span>{main}</span>}
                  {beside && (
                    <span aria-hidden className="text-[0.7rem] leading-none">
                      {beside}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {cloth.sizes.some((size) => size.soldOut) && !soldOutCloth && <p className="text-xs text-muted">{intl.formatMessage({ id: 'sizes.note' })}</p>}
      {picked && (
        <p className="text-sm text-ink" aria-live="polite">
          {intl.formatMessage({ id: 'sizes.picked' }, { size: display(picked).main })}
          {pickedRow &&
            MEASURES.filter((measure) => pickedRow.measures[measure] !== undefined).map((measure) => (
              <span key={measure} className="text-muted">
                {' · '}
                {intl.formatMessage({ id: MEASURE_LABELS[measure] })} {intl.formatNumber(pickedRow.measures[measure]!)} cm
              </span>
            ))}
        </p>
      )}
      {soldOutCloth ? <NotifyMe clothId={cloth.id} size={null} /> : wanted && <NotifyMe clothId={cloth.id} size={wanted} shownAs={display(wanted).main} />}
      {guideOpen && (
        <Suspense fallback={null}>
          <SizeGuideDialog
            onClose={() => setGuideOpen(false)}
            brandName={cloth.brandName}
            categoryName={cloth.categoryName}
            chart={cloth.sizeChart}
            kind={kind}
            system={shown}
          />
        </Suspense>
      )}
    </section>
  );
}

/** "Notify me" for one sold-out size (or the sold-out cloth): asked, then cancellable; a guest is sent to sign in. */
function NotifyMe({ clothId, size, shownAs }: { clothId: string; size: string | null; shownAs?: string }) {
  const intl = useIntl();
  const location = useLocation();
  const { session, status } = useSession();
  const alerts = useStockAlerts(clothId, status === 'authenticated');
  const change = useStockAlert();
  const asked = (alerts.data ?? []).some((alert) => alert.size === size);
  const label = shownAs ?? size ?? '';
  return (
    <div className="space-y-2 border border-line p-3 text-sm" aria-live="polite">
      <p className="text-ink">
        {size === null ? intl.formatMessage({ id: 'sizes.notify.cloth' }) : intl.formatMessage({ id: 'sizes.notify.size' }, { size: label })}
      </p>
      {status !== 'authenticated' ? (
        <p>
          {intl.formatMessage({ id: 'sizes.notify.signIn' })}{' '}
          <Link to={loginPathFor(location)} className="font-semibold underline underline-offset-4">
            {intl.formatMessage({ id: 'sizes.notify.signInLink' })}
          </Link>
        </p>
      ) : asked ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-ink">
            {size === null ? intl.formatMessage({ id: 'sizes.notify.asked.cloth' }) : intl.formatMessage({ id: 'sizes.notify.asked.size' }, { size: label })}
          </p>
          <button
            type="button"
            className="min-h-11 font-semibold underline underline-offset-4"
            disabled={change.isPending}
            onClick={() => change.mutate({ target: { clothId, size }, on: false })}
          >
            {intl.formatMessage({ id: 'sizes.notify.cancel' })}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button-primary"
          disabled={change.isPending || alerts.isPending}
          onClick={() => change.mutate({ target: { clothId, size }, on: true })}
        >
          {intl.formatMessage({ id: 'sizes.notify.ask' })}
        </button>
      )}
      {change.isError &&
        (isEmailNotVerified(change.error) && session?.email ? (
          <ConfirmEmailPrompt text="confirmEmail.stockAlert" email={session.email} className="text-sm" />
        ) : (
          <FormAlert>{intl.formatMessage({ id: 'sizes.notify.error' })}</FormAlert>
        ))}
    </div>
  );
}
