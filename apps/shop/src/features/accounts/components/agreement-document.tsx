import { useTranslation } from 'react-i18next';
import './agreement.css';

type Section = { heading: string; paragraphs: string[] };

/** One of the two agreements of §2, laid out as a readable document. */
export function AgreementDocument({ document }: { document: 'privacy' | 'serve' }) {
  const { t } = useTranslation();
  const sections = t(`agreement.${document}.sections`, { returnObjects: true }) as Section[];
  return (
    <article className="agreement">
      <p className="agreement-effective">{t('agreement.effective')}</p>
      <p className="agreement-intro">{t(`agreement.${document}.intro`)}</p>
      {sections.map((section) => (
        <section key={section.heading} className="agreement-section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
