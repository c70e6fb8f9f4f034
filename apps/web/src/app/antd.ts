import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile renders Dialog and its other imperative pieces with ReactDOM.render,
 * which React 19 removed; without this adapter they render nothing.
 */
export function installAntdRender(): void {
  unstableSetRender((node, container) => {
    const host = container as (Element | DocumentFragment) & { _reactRoot?: Root };
    host._reactRoot ??= createRoot(container);
    const root = host._reactRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete host._reactRoot;
    };
  });
}
