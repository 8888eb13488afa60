import { useIntl } from 'react-intl';
import { ToSubscription } from '../../../components/admin/PlanInactive';
import type { Limited } from '../api/importer';

/**
 * A shop that holds more than a run imports, said in words: "423 found, 100 imported: your plan's limit", with the way
 * to change plan when the plan sets it. `imported`: what a run took in; absent, what a run would take (a preview).
 */
export function LimitNotice({ limited, imported }: { limited: Limited; imported?: number }) {
  const intl = useIntl();
  const values = { counted: limited.inShop === null ? 'no' : 'yes', inShop: limited.inShop ?? 0, limit: limited.limit, by: limited.by };
  return (
    <p className="text-sm text-ink">
      {imported === undefined
        ? intl.formatMessage({ id: 'importer.limited.preview' }, values)
        : intl.formatMessage({ id: 'importer.limited.run' }, { ...values, imported })}
      {limited.by === 'plan' && (
        <>
          {' '}
          <ToSubscription label={intl.formatMessage({ id: 'importer.limited.changePlan' })} />
        </>
      )}
    </p>
  );
}
