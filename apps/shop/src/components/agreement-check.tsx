import type { MouseEvent } from 'react';
import { Checkbox } from 'antd-mobile';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../app/paths';

type Props = { checked?: boolean; onChange?: (checked: boolean) => void; id?: string };

// A tap on a link opens the agreement; it must not also tick the box around it.
const stop = (event: MouseEvent) => event.stopPropagation();

/** §2: the required agreement to the registration and privacy terms, with links to both. */
export function AgreementCheck({ checked = false, onChange, id }: Props) {
  return (
    <Checkbox className="agreement-check" checked={checked} onChange={onChange} id={id}>
      <Trans
        i18nKey="auth.agreement"
        components={{
          serve: <Link to={paths.serve} onClick={stop} />,
          privacy: <Link to={paths.privacy} onClick={stop} />,
        }}
      />
    </Checkbox>
  );
}
