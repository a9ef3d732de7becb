/** A QR code of `text` as an SVG picture (package qrcode: only the routes that show one load it). */
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import './QrImage.css';

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
    <div className={`qr-image ${dimmed ? 'qr-image--dimmed' : ''}`} data-payload={text}>
      {svg ? (
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={220} height={220} />
      ) : (
        <div className="qr-image-placeholder" role="img" aria-label={label} />
      )}
    </div>
  );
}
