import { Popover, PopoverBackdrop, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { ReactElement, ReactNode, Ref, RefObject } from 'react';
import { CountBadge } from './CountBadge';

interface Props {
  /** The button's name, and its tooltip. */
  label: string;
  icon: ReactNode;
  /** What the badge over the icon counts. */
  count: number;
  buttonRef?: Ref<HTMLButtonElement>;
  buttonTestId?: string;
  countTestId?: string;
  /** Kept up to date with whether the panel is open. */
  openRef?: RefObject<boolean>;
  /** The open panel's name. */
  panelLabel: string;
  /** The panel's height and, on a wide screen, its width. */
  sizeClass: string;
  /** The panel's content; `close` closes it (as a link inside leaves the page). */
  children: (close: () => void) => ReactElement;
}

/** A header button with its count, opening a panel: under the button on a wide screen, a sheet from the bottom on a phone. */
export function HeaderPopover({ label, icon, count, buttonRef, buttonTestId, countTestId, openRef, panelLabel, sizeClass, children }: Props) {
  return (
    <Popover className="relative">
      {({ open }) => {
        if (openRef) openRef.current = open;
        return (
          <>
            <PopoverButton ref={buttonRef} aria-label={label} title={label} data-testid={buttonTestId} className="header-link relative flex items-center">
              {icon}
              <CountBadge count={count} testId={countTestId} />
            </PopoverButton>
            <PopoverBackdrop className="popover-backdrop" />
            <PopoverPanel
              // A bare div may not carry a name; a group may, and unlike a region it does not repeat the profile's landmark.
              role="group"
              aria-label={panelLabel}
              className={`popover-panel popover-sheet flex flex-col normal-case tracking-normal text-ink ${sizeClass}`}
            >
              {({ close }) => children(() => close())}
            </PopoverPanel>
          </>
        );
      }}
    </Popover>
  );
}
