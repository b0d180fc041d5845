import { AgreementDocument } from '../components/agreement-document';

export default function ServePage() {
  return <AgreementDocument document="serve" />;
}
