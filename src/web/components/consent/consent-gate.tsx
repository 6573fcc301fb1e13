import { useEffect, useState } from 'react';
import { useConsentView } from '../../lib/consent';
import { onDemand } from '../../lib/on-demand';

// Most visits have current consent and never show any of it: the dialog and banners load on need.
const parts = onDemand(() => import('./consent-parts'));

/**
 * In the athlete layouts, above the page: the consent dialog at start when consent is missing or
 * outdated (or when asked for), and the banner while it is missing or withdrawn (app/consent.ts).
 */
export function ConsentGate() {
  const view = useConsentView();
  const needed = view.dialog || view.banner !== null;
  const [module, setModule] = useState(parts.loaded);

  useEffect(() => {
    if (!needed || module) return;
    let current = true;
    parts.load().then(
      (m) => current && m && setModule(() => m),
      (err: unknown) => console.error('consent dialog failed to load', err),
    );
    return () => {
      current = false;
    };
  }, [needed, module]);

  if (!needed || !module) return null;
  return <module.ConsentParts view={view} />;
}
