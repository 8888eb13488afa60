import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '@vitrina/domain/core/languages';
import { defaultSizeSystem, isSizeSystem, type SizeKind, type SizeSystem } from '@vitrina/domain/sizes/systems';
import type { Measure } from '@vitrina/domain/sizes/chart-rules';
import type { MessageId } from '../i18n/messages';
import { readStored, writeStored } from './storage';
import { useHydrated } from './useHydrated';

/** Each system's name as a reader reads it ("Argentina (AR)"). */
export const SYSTEM_LABELS: Record<SizeSystem, MessageId> = {
  AR: 'sizes.system.AR',
  EU: 'sizes.system.EU',
  US: 'sizes.system.US',
  UK: 'sizes.system.UK',
  IT: 'sizes.system.IT',
  FR: 'sizes.system.FR',
  INT: 'sizes.system.INT',
};

export const MEASURE_LABELS: Record<Measure, MessageId> = {
  bust: 'sizes.measure.bust',
  waist: 'sizes.measure.waist',
  hips: 'sizes.measure.hips',
  length: 'sizes.measure.length',
  foot: 'sizes.measure.foot',
};

export const KIND_LABELS: Record<SizeKind, MessageId> = {
  'women-clothing': 'sizes.kind.women-clothing',
  'men-clothing': 'sizes.kind.men-clothing',
  'women-shoes': 'sizes.kind.women-shoes',
  'men-shoes': 'sizes.kind.men-shoes',
};

const STORED = 'vitrina.sizeSystem';

/**
 * The system the reader reads sizes in: their choice, remembered in this browser, or else the one their language
 * and region suggest (domain/sizes/systems.ts defaultSizeSystem).
 */
export function useSizeSystem(): [SizeSystem, (system: SizeSystem) => void] {
  const language = useIntl().locale as Language;
  // The choice kept and the browser's own language are the browser's: read once hydrated, so the server's render
  // and the first in the browser both start from the page's language.
  const hydrated = useHydrated();
  const [picked, setChosen] = useState<SizeSystem | null>(null);
  const choose = useCallback((system: SizeSystem) => {
    writeStored(STORED, system);
    setChosen(system);
  }, []);
  const stored = hydrated ? readStored(STORED) : null;
  const chosen = picked ?? (isSizeSystem(stored) ? stored : null);
  const browser = hydrated && typeof navigator !== 'undefined' ? navigator.language : undefined;
  return [chosen ?? defaultSizeSystem(language, browser?.toLowerCase().startsWith(language) ? browser : undefined), choose];
}
