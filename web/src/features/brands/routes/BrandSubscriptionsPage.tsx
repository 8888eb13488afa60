import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AdminList, AdminPage } from '../../../components/admin/AdminPage';
import type { Outcome } from '../../../components/admin/AdminPage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Pagination } from '../../../components/Pagination';
import { useErrorText } from '../../../lib/errorText';
import { useEndGrant } from '../api/endGrant';
import { useAdminBrands } from '../api/listAdminBrands';
import type { AdminBrand } from '../api/listAdminBrands';
import { BrandSubscriptionsTable } from '../components/BrandSubscriptionsTable';
import { BrandsToolbar } from '../components/BrandsToolbar';
import { GrantDialog } from '../components/GrantDialog';
import { GRANT_ERRORS } from '../errors';
import { useBrandFilters } from '../useBrandFilters';

interface Props {
  /** After a plan is granted or ended: other views of subscriptions (dashboards) read theirs again. */
  onPlanChanged?: () => void;
}

/** Admin → users and brands → brands: every brand, its owner and its subscription; plans granted and ended. */
export function BrandSubscriptionsPage({ onPlanChanged }: Props) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { filters, update } = useBrandFilters();
  const brands = useAdminBrands(filters);
  const endGrant = useEndGrant();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [granting, setGranting] = useState<AdminBrand | null>(null);
  const [ending, setEnding] = useState<AdminBrand | null>(null);

  const toolbar = (
    <BrandsToolbar key={filters.q} q={filters.q} onSearch={(q) => update({ q })} status={{ value: filters.status, onChange: (status) => update({ status }) }} />
  );
  return (
    <AdminPage title={intl.formatMessage({ id: 'admin.users.brands' })} tools={toolbar} outcome={outcome}>
      <AdminList query={brands} errorId="brands.error.load" emptyId="brands.emptyFiltered" isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <BrandSubscriptionsTable
              brands={data.items}
              onGrant={(brand) => {
                setOutcome(null);
                setGranting(brand);
              }}
              onEndGrant={(brand) => {
                setOutcome(null);
                setEnding(brand);
              }}
            />
            <Pagination page={filters.page} pages={Math.max(1, Math.ceil(data.total / data.pageSize))} onPage={(page) => update({ page })} />
          </>
        )}
      </AdminList>
      {granting && (
        <GrantDialog
          brand={granting}
          onClose={() => setGranting(null)}
          onGranted={(brand) => {
            setGranting(null);
            setOutcome({ tone: 'success', text: intl.formatMessage({ id: 'brands.grant.done' }, { name: brand.brand }) });
            onPlanChanged?.();
          }}
        />
      )}
      {ending && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'brands.grant.endTitle' }, { name: ending.brand })}
          text={intl.formatMessage({ id: 'brands.grant.endText' })}
          confirmLabel={intl.formatMessage({ id: 'brands.grant.end' })}
          pending={endGrant.isPending}
          onConfirm={() =>
            endGrant.mutate(ending.id, {
              onSuccess: () => {
                setOutcome({ tone: 'success', text: intl.formatMessage({ id: 'brands.grant.ended' }, { name: ending.brand }) });
                onPlanChanged?.();
              },
              onError: (error) => setOutcome({ tone: 'error', text: errorText(error, GRANT_ERRORS, 'brands.grant.error.end') }),
              onSettled: () => setEnding(null),
            })
          }
          onCancel={() => setEnding(null)}
        />
      )}
    </AdminPage>
  );
}
