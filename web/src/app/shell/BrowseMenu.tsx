import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { PublicBrandList } from '@vitrina/contract/brands';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { useTaxonomy } from '../../lib/taxonomy';

/** GET /brands: the brands with clothes on show, by name. */
function usePublicBrands() {
  return useQuery({
    queryKey: ['brands', 'public'],
    queryFn: async ({ signal }) => PublicBrandList.parse(await api.get('brands', { signal })).items,
    staleTime: 5 * 60_000,
  });
}

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The header's way to browse: every category, under its type, and every brand with clothes on show, each leading to
 * its search (the same addresses the sitemaps list). A sheet from the side, the whole height of a phone's screen.
 */
export function BrowseMenu({ open, onClose }: Props) {
  const intl = useIntl();
  const taxonomy = useTaxonomy();
  const brands = usePublicBrands();
  const types = taxonomy.data?.types ?? [];
  const categories = taxonomy.data?.categories ?? [];
  const link = 'flex min-h-11 items-center py-1 text-ink hover:underline';
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-ink/40" aria-hidden />
      <DialogPanel className="fixed inset-y-0 left-0 flex w-full max-w-sm flex-col overflow-y-auto bg-paper p-5 shadow-2xl sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <DialogTitle className="font-display text-2xl text-ink">{intl.formatMessage({ id: 'browse.title' })}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex h-11 w-11 items-center justify-center text-2xl text-ink"
            aria-label={intl.formatMessage({ id: 'browse.close' })}
          >
            <span aria-hidden>×</span>
          </button>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'browse.categories' })} className="mt-6 space-y-5">
          <h2 className="kicker">{intl.formatMessage({ id: 'browse.categories' })}</h2>
          {types.map((type) => {
            const own = categories.filter((category) => category.typeId === type.id);
            if (own.length === 0) return null;
            return (
              <section key={type.id} aria-label={type.name}>
                <h3 className="font-display text-lg text-ink">{type.name}</h3>
                <ul className="mt-1 grid grid-cols-2 gap-x-4">
                  {own.map((category) => (
                    <li key={category.id}>
                      <Link to={`/search?type=${encodeURIComponent(type.id)}&categories=${encodeURIComponent(category.id)}`} onClick={onClose} className={link}>
                        {category.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </nav>
        <nav aria-label={intl.formatMessage({ id: 'browse.brands' })} className="mt-8">
          <h2 className="kicker">{intl.formatMessage({ id: 'browse.brands' })}</h2>
          {brands.isError ? (
            <p className="mt-2 text-sm text-muted">{intl.formatMessage({ id: 'browse.brands.error' })}</p>
          ) : (
            <ul className="mt-1 grid grid-cols-2 gap-x-4">
              {(brands.data ?? []).map((brand) => (
                <li key={brand.id}>
                  <Link to={`/search?type=1&brand=${encodeURIComponent(brand.id)}`} onClick={onClose} className={link}>
                    {brand.name}
                    <span className="ml-1 text-sm text-muted">({intl.formatNumber(brand.clothes)})</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
      </DialogPanel>
    </Dialog>
  );
}
