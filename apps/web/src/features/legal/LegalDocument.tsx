import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withHotlineLinks } from '../../components/Hotlines/hotlines';
import './legal.css';

export type LegalDoc = 'about' | 'agreement' | 'privacy';

interface LegalSection {
  heading: string;
  body: string[];
}

function asSections(value: unknown): LegalSection[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (s): s is LegalSection =>
      typeof s === 'object' &&
      s !== null &&
      typeof (s as LegalSection).heading === 'string' &&
      Array.isArray((s as LegalSection).body),
  );
}

/**
 * A long text from the `legal` namespace: { title, updated?, sections: [{ heading, body: [paragraph…] }] }.
 */
export function LegalDocument({ doc, children }: { doc: LegalDoc; children?: ReactNode }) {
  const { t, i18n } = useTranslation('legal');
  const sections = asSections(t(`${doc}.sections`, { returnObjects: true }));
  const updatedKey = `legal:${doc}.updated`;
  return (
    <article className="sl-legal">
      <h1 className="sl-legal-title sl-gold-text">{t(`${doc}.title`)}</h1>
      {i18n.exists(updatedKey) ? <p className="sl-legal-updated">{t(`${doc}.updated`)}</p> : null}
      {children}
      {sections.map((section, index) => (
        <section key={index} className="sl-legal-section">
          <h2>{section.heading}</h2>
          {section.body.map((paragraph, p) => (
            <p key={p}>{withHotlineLinks(paragraph)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
