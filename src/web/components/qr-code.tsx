import { useEffect, useState } from 'react';

/**
 * `text` as a QR code, drawn here in the browser: what it encodes goes to no other service. The
 * encoder is loaded only when a screen shows a code; until then, or if it cannot load, the text
 * beside the code is the way in.
 */
export function QrCode({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);

  useEffect(() => {
    let current = true;
    import('../lib/qr-matrix')
      .then(({ qrMatrix, qrPath }) => {
        const matrix = qrMatrix(text);
        if (current) setQr({ size: matrix.length, path: qrPath(matrix) });
      })
      .catch(() => {
        if (current) setQr(null);
      });
    return () => {
      current = false;
    };
  }, [text]);

  if (!qr) return <div aria-hidden="true" className="size-48 rounded-lg bg-surface" />;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      // Dark on white in both themes: what every scanner reads.
      className="size-48 rounded-lg bg-white"
    >
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
