/** Reads a QR code or barcode out of a picture, in the browser (@zxing/library). */
import { BarcodeFormat, BrowserMultiFormatReader, DecodeHintType } from '@zxing/library';
import type { ScanAnswerData } from '../../bridge/protocol';

type CodeType = NonNullable<ScanAnswerData['codeType']>;

const FORMATS: Partial<Record<BarcodeFormat, CodeType>> = {
  [BarcodeFormat.QR_CODE]: 'QR_CODE',
  [BarcodeFormat.EAN_13]: 'EAN_13',
  [BarcodeFormat.EAN_8]: 'EAN_8',
  [BarcodeFormat.CODE_128]: 'CODE_128',
};

export async function decodePicture(file: Blob): Promise<{ text: string; codeType: CodeType }> {
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, Object.keys(FORMATS).map(Number)],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new BrowserMultiFormatReader(hints);
  const url = URL.createObjectURL(file);
  try {
    const result = await reader.decodeFromImageUrl(url);
    return { text: result.getText(), codeType: FORMATS[result.getBarcodeFormat()] ?? 'QR_CODE' };
  } finally {
    URL.revokeObjectURL(url);
    reader.reset();
  }
}
