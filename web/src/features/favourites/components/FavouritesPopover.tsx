import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isInfluencer } from '@vitrina/domain/accounts/roles';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { useSession } from '../../../lib/session/session';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useFavourites } from '../api/getFavourites';
import type { Favourite } from '../api/getFavourites';
import { useStopRecommending } from '../api/recommend';
import { FavouriteList, RecommendableList, RecommendedList } from './FavouriteLists';
import { nameOf } from './FavouriteRow';
import { HeartIcon } from './HeartIcon';
import { HeaderPopover } from '../../../components/HeaderPopover';

const TAB =
  'border-b-2 border-transparent px-1 pb-2 text-xs uppercase tracking-widest text-muted data-[selected]:border-ink data-[selected]:text-ink data-[hover]:text-ink focus:outline-none data-[focus]:outline-2 data-[focus]:outline-accent';

interface ListsProps {
  entries: Favourite[];
  influencer: boolean;
  tab: number;
  onTab: (index: number) => void;
  onStop: (entry: Favourite) => void;
  close: () => void;
}

function Lists({ entries, influencer, tab, onTab, onStop, close }: ListsProps) {
  const intl = useIntl();
  // An entry added a moment ago has no item until the server answers; it shows once it has one.
  const shown = entries.filter((entry) => !entry.pending);
  const clothes = shown.filter((entry) => entry.type === 'cloth');
  const magazine = shown.filter((entry) => entry.type === 'magazine');
  return (
    <TabGroup selectedIndex={tab} onChange={onTab} className="flex min-h-0 flex-1 flex-col">
      <TabList className="flex gap-5 border-b border-line px-5 pt-4">
        <Tab className={TAB}>{intl.formatMessage({ id: 'favourites.tab.clothes' })}</Tab>
        <Tab className={TAB}>{intl.formatMessage({ id: 'favourites.tab.magazine' })}</Tab>
        {influencer && <Tab className={TAB}>{intl.formatMessage({ id: 'favourites.tab.recommended' })}</Tab>}
      </TabList>
      <TabPanels className="min-h-0 flex-1 overflow-y-auto px-5">
        <TabPanel>
          {influencer ? (
            <RecommendableList
              entries={clothes.filter((entry) => !entry.recommended)}
              // Recommended clothes are hidden here: when they are all there are, say where they went.
              emptyId={clothes.some((entry) => entry.recommended) ? 'favourites.empty.allRecommended' : 'favourites.empty.clothes'}
              onLeave={close}
            />
          ) : (
            <FavouriteList entries={clothes} emptyId="favourites.empty.clothes" onLeave={close} />
          )}
        </TabPanel>
        <TabPanel>
          <FavouriteList entries={magazine} emptyId="favourites.empty.magazine" onLeave={close} />
        </TabPanel>
        {influencer && (
          <TabPanel>
            <RecommendedList entries={clothes.filter((entry) => entry.recommended)} emptyId="favourites.empty.recommended" onLeave={close} onStop={onStop} />
          </TabPanel>
        )}
      </TabPanels>
    </TabGroup>
  );
}

/** The header's heart: a member's favourites in tabs (400 × 500, scrolling inside; a bottom sheet on a phone), and an influencer's picks. */
export function FavouritesPopover() {
  const intl = useIntl();
  const { session } = useSession();
  const favourites = useFavourites();
  const stop = useStopRecommending();
  const [tab, setTab] = useState(0);
  const [asking, setAsking] = useState<Favourite | null>(null);
  const [reopen, setReopen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const isOpen = useRef(false);
  const influencer = isInfluencer(session?.type);
  const label = intl.formatMessage({ id: 'header.favourites' });
  const count = favourites.data?.length ?? 0;

  // Headless UI closes the popover when the confirmation takes the focus (its dialog mounts before the popover
  // counts it as inside), so the dialog lives outside the popover and the popover opens again on the same tab.
  useEffect(() => {
    if (!reopen) return;
    setReopen(false);
    if (!isOpen.current) button.current?.click();
  }, [reopen]);
  const settle = () => {
    setAsking(null);
    setReopen(true);
  };

  return (
    <>
      <HeaderPopover
        label={label}
        icon={<HeartIcon filled={count > 0} />}
        count={count}
        buttonRef={button}
        openRef={isOpen}
        panelLabel={intl.formatMessage({ id: 'favourites.title' })}
        sizeClass="h-[min(500px,85dvh)] sm:h-[min(500px,calc(100dvh-6rem))] sm:w-[400px]"
      >
        {(close) =>
          favourites.isPending ? (
            <Loading />
          ) : favourites.isError ? (
            <div className="p-5">
              <FormAlert>{intl.formatMessage({ id: 'favourites.error' })}</FormAlert>
            </div>
          ) : (
            <Lists entries={favourites.data} influencer={influencer} tab={tab} onTab={setTab} onStop={setAsking} close={close} />
          )
        }
      </HeaderPopover>
      {asking && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'favourites.stop.title' })}
          text={intl.formatMessage({ id: 'favourites.stop.text' }, { name: nameOf(asking) ?? intl.formatMessage({ id: 'favourites.unavailable' }) })}
          confirmLabel={intl.formatMessage({ id: 'favourites.stop' })}
          pending={stop.isPending}
          onCancel={settle}
          onConfirm={() => stop.mutate(asking.id, { onSettled: settle })}
        />
      )}
    </>
  );
}
