import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../routing/paths';
import { GemIllustration } from './state-illustrations';
import { StatePanel } from './state-panel';

/**
 * Nothing here: a list of the buyer's with nothing in it yet (cart, favourites, holds, saved
 * searches, orders, comparison) or a page that does not exist (an order, a notice; the shop's
 * own not-found page is written out, see not-found.page.tsx). What it is, and one button on:
 * by default to the catalogue, which fills a list.
 */
export function NothingHerePanel({
  title,
  description,
  action,
  to = paths.home,
  replace = false,
}: {
  title: ReactNode;
  description: ReactNode;
  /** The button's words: "Browse diamonds", "Back to my orders". */
  action: ReactNode;
  to?: string;
  /** Whether the page left is taken out of the history (a page that does not exist). */
  replace?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <StatePanel image={<GemIllustration mark="question" />} title={title} description={description}>
      <Button
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={() => void navigate(to, { replace })}
      >
        {action}
      </Button>
    </StatePanel>
  );
}
