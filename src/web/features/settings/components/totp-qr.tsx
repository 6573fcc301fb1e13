import { useEffect, useState } from 'react';
import { de } from '../../../../domain/messages';

/**
 * The set-up key as a QR code for the authenticator app, drawn here in the browser: the key goes to
 * no other service. The encoder is loaded only when this step opens; until then, or if it cannot
 * load, the key as text below is the way in.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);

  useEffect(() => {
    let current = true;
    import('../lib/qr-matrix')
      .then(({ qrMatrix, qrPath }) => {
        const matrix = qrMatrix(uri);
        if (current) setQr({ size: matrix.length, path: qrPath(matrix) });
      })
      .catch(() => {
        if (current) setQr(null);
      });
    return () => {
      current = false;
    };
  }, [uri]);

  if (!qr) return <div aria-hidden="true" className="size-48 rounded-lg bg-surface" />;
  return (
    <svg
      role="img"
      aria-label={de.accounts.totpQrLabel}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      // Dark on white in both themes: what every scanner reads.
      className="size-48 rounded-lg bg-white"
    >
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
