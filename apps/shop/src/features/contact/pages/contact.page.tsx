import {
  isContactEmpty,
  placeOf,
  skypeHref,
  telHref,
  type Contact,
  type Place,
} from '@facet/contract';
import { Button, List, Skeleton } from 'antd-mobile';
import {
  ClockCircleOutline,
  EnvironmentOutline,
  MailOutline,
  MessageOutline,
  PhoneFill,
  RightOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useContact } from '../api';
import { paths } from '../../../shared/routing/paths';
import { MapView } from '../../../shared/ui/map/map-view';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { useSession } from '../../accounts';
import { MapLinks } from '../components/map-links';
import './contact.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

/** How close the contact page's small map looks: the street and its neighbours. */
const PREVIEW_ZOOM = 16;

/**
 * `/pages/contact/index` (§2, "Contact us"): how to reach the office — call, write, Skype,
 * visit — as an admin set it in the back office. Public: a visitor who cannot log in needs it
 * most. Each way shows only when it is set; with none set, the page says so.
 */
export default function ContactPage() {
  const { t } = useTranslation();
  const contact = useContact();
  const signedIn = useSession() !== null;

  if (contact.isPending) {
    return (
      <div className="contact-page" role="status" aria-label={t('common.loading')}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (contact.isError && !contact.data) {
    return (
      <LoadFailedPanel
        title={t('contact.loadFailed')}
        onRetry={() => void contact.refetch()}
        outline
      />
    );
  }
  if (isContactEmpty(contact.data)) return <NothingPublished signedIn={signedIn} />;
  return <ContactDetails contact={contact.data} saved={contact.isError} signedIn={signedIn} />;
}

function ContactDetails({
  contact,
  saved,
  signedIn,
}: {
  contact: Contact;
  saved: boolean;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const place = placeOf(contact);
  const ways: { key: string; icon: ReactNode; label: string; value: string; href: string }[] = [];
  if (contact.Phone) {
    ways.push({ key: 'phone', icon: <PhoneFill />, label: t('contact.phone'), value: contact.Phone, href: telHref(contact.Phone) }); // prettier-ignore
  }
  if (contact.Email) {
    ways.push({ key: 'email', icon: <MailOutline />, label: t('contact.email'), value: contact.Email, href: `mailto:${contact.Email}` }); // prettier-ignore
  }
  if (contact.Skype) {
    ways.push({ key: 'skype', icon: <VideoOutline />, label: t('contact.skype'), value: contact.Skype, href: skypeHref(contact.Skype) }); // prettier-ignore
  }

  return (
    <div className="contact-page">
      <header className="contact-hero">
        <h2 className="contact-hero-title">{t('contact.heading')}</h2>
        <p className="contact-hero-text">{t('contact.intro')}</p>
      </header>
      {saved && (
        <p className="contact-saved" role="status">
          {t('contact.savedCopy')}
        </p>
      )}

      {ways.length > 0 && (
        <section className="contact-card" aria-labelledby="contact-ways">
          <h3 id="contact-ways" className="contact-card-title">
            {t('contact.ways')}
          </h3>
          <List className="contact-ways">
            {ways.map((way) => (
              <List.Item
                key={way.key}
                prefix={<span className={`contact-icon contact-icon-${way.key}`}>{way.icon}</span>}
                arrowIcon={<RightOutline aria-hidden="true" />}
                className="menu-row"
              >
                <a href={way.href} className="menu-control contact-way">
                  <span className="contact-way-label">{way.label}</span>
                  <span className="contact-way-value">{way.value}</span>
                </a>
              </List.Item>
            ))}
            {signedIn && (
              <List.Item
                prefix={<span className="contact-icon contact-icon-chat"><MessageOutline /></span>} // prettier-ignore
                arrowIcon={<RightOutline aria-hidden="true" />}
                className="menu-row"
              >
                <Link to={paths.imService} className="menu-control contact-way">
                  <span className="contact-way-label">{t('contact.chat')}</span>
                  <span className="contact-way-value">{t('contact.chatHint')}</span>
                </Link>
              </List.Item>
            )}
          </List>
        </section>
      )}

      {(contact.Address || contact.Hours || place) && (
        <section className="contact-card" aria-labelledby="contact-office">
          <h3 id="contact-office" className="contact-card-title">
            {t('contact.office')}
          </h3>
          {place && <OfficeMapPreview contact={contact} place={place} />}
          <dl className="contact-office">
            {contact.Address && (
              <div className="contact-office-row">
                <dt>
                  <EnvironmentOutline aria-hidden="true" />
                  <span className="visually-hidden">{t('contact.address')}</span>
                </dt>
                <dd className="contact-multiline">{contact.Address}</dd>
              </div>
            )}
            {contact.Hours && (
              <div className="contact-office-row">
                <dt>
                  <ClockCircleOutline aria-hidden="true" />
                  <span className="visually-hidden">{t('contact.hours')}</span>
                </dt>
                <dd className="contact-multiline">{contact.Hours}</dd>
              </div>
            )}
          </dl>
          {place && <MapLinks place={place} label={contact.Address || t('contact.office')} />}
        </section>
      )}
    </div>
  );
}

/** The small map of the office; a tap opens it full screen. */
function OfficeMapPreview({ contact, place }: { contact: Contact; place: Place }) {
  const { t } = useTranslation();
  return (
    <div className="contact-map">
      <MapView
        className="contact-map-view"
        label={t('contact.mapLabel')}
        tileUrl={contact.MapTileUrl}
        attribution={contact.MapAttribution}
        center={place}
        zoom={PREVIEW_ZOOM}
        pin={place}
        pinLabel={t('contact.office')}
        interactive={false}
      />
      <Link to={paths.contactMap} className="contact-map-open">
        <span className="contact-map-open-label">{t('contact.fullMap')}</span>
      </Link>
    </div>
  );
}

function NothingPublished({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatePanel
      image={<GemIllustration mark="question" />}
      title={t('contact.emptyTitle')}
      description={signedIn ? t('contact.emptyChat') : t('contact.emptyText')}
    >
      {signedIn ? (
        <Button color="primary" shape="rounded" onClick={() => void navigate(paths.imService)}>
          {t('contact.chat')}
        </Button>
      ) : (
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => void navigate(paths.login)}
        >
          {t('contact.toLogin')}
        </Button>
      )}
    </StatePanel>
  );
}
