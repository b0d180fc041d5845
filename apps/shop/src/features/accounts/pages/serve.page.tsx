import { AgreementDocument } from './agreement-document';

export default function ServePage() {
  return <AgreementDocument document="serve" />;
}
