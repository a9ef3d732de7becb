/** A QR code of `text` as an SVG picture (package qrcode, in this route's chunk only). */
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

export function QrImage({ text, label, dimmed = false }: { text: string; label: string; dimmed?: boolean }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let current = true;
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      .then((made) => current && setSvg(made))
      .catch(() => current && setSvg(''));
    return () => {
      current = false;
    };
  }, [text]);
  return (
    <div className={`card-qr ${dimmed ? 'card-qr--dimmed' : ''}`} data-payload={text}>
      {svg ? (
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={220} height={220} />
      ) : (
        <div className="card-qr-placeholder" role="img" aria-label={label} />
      )}
    </div>
  );
}
