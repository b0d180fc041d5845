import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { TickBox } from '../../../shared/ui/tick-box';

type Props = { checked?: boolean; onChange?: (checked: boolean) => void; id?: string };

// A tap on a link opens the agreement; it must not also tick the box around it.
const stop = (event: MouseEvent) => event.stopPropagation();

const LINKS = { serve: paths.serve, privacy: paths.privacy };

/**
 * The sentence marks its two links `<serve>…</serve>` and `<privacy>…</privacy>`, where each
 * language's word order puts them. Splitting on them yields text, then name and link text for
 * each link: [text, name, link, text, name, link, text]. (react-i18next's <Trans> would do the
 * same with a general markup parser: about 4 kB more on the login screen.)
 */
const LINK_MARKUP = /<(serve|privacy)>(.*?)<\/\1>/;

/** §2: the required agreement to the registration and privacy terms, with links to both. */
export function AgreementCheck({ checked = false, onChange, id }: Props) {
  const { t } = useTranslation();
  const parts = t('auth.agreement').split(LINK_MARKUP);
  return (
    <TickBox className="agreement-check" checked={checked} onChange={onChange} id={id}>
      {parts.map((part, index) => {
        if (index % 3 === 0) return part;
        if (index % 3 === 1) return null;
        const name = parts[index - 1] as keyof typeof LINKS;
        return (
          <Link key={index} to={LINKS[name]} onClick={stop}>
            {part}
          </Link>
        );
      })}
    </TickBox>
  );
}
