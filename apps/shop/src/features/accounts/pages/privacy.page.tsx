import { AgreementDocument } from '../components/agreement-document';

export default function PrivacyPage() {
  return <AgreementDocument document="privacy" />;
}
