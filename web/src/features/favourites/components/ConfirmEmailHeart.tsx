import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { ConfirmEmailPrompt } from '../../../components/ConfirmEmailPrompt';
import { HeartIcon } from './HeartIcon';

/** The heart of a member whose email is not confirmed: it opens "Confirm your email to save favourites". */
export function ConfirmEmailHeart({ name, email, className }: { name: string; email: string; className: string }) {
  return (
    <Popover>
      <PopoverButton aria-label={name} title={name} className={className}>
        <HeartIcon filled={false} />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 8, padding: 8 }}
        className="popover-panel z-50 w-72 max-w-[calc(100vw-1rem)] p-4 text-sm normal-case tracking-normal"
      >
        <ConfirmEmailPrompt text="confirmEmail.favourite" email={email} className="space-y-1" />
      </PopoverPanel>
    </Popover>
  );
}
