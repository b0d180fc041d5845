import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile 5 draws Toast and Dialog with React 18's legacy render; React 19 needs roots
// (https://mobile.ant.design/guide/v5-for-19). Set by the modules that show them (show-toast.ts,
// show-dialog.ts), not at start-up: antd-mobile's default render (rc-util's, with Babel's
// async runtime: 3.5 KB over the wire) then stays out of every page's first download.
unstableSetRender((node, container) => {
  const host = container as Element & { facetRoot?: Root };
  host.facetRoot ??= createRoot(container);
  const root = host.facetRoot;
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
  };
});
