import { de } from '../../../../domain/messages';
import { QrCode } from '../../../components/qr-code';

/** The set-up key as a QR code for the authenticator app; the key as text below is the other way in. */
export function TotpQrCode({ uri }: { uri: string }) {
  return <QrCode text={uri} label={de.accounts.totpQrLabel} />;
}
