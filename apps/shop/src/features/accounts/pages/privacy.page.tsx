import { AgreementDocument } from './agreement-document';

export default function PrivacyPage() {
  return <AgreementDocument document="privacy" />;
}
