// Loaded only with the kit parts that need it, never on the first screen's critical path.
import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type Container = Element & { __yogaRoot?: Root };

// antd-mobile 5 renders its imperative Toast/Dialog with ReactDOM.render, which React 19 removed.
unstableSetRender((node, container) => {
  const el = container as Container;
  el.__yogaRoot ??= createRoot(el);
  const root = el.__yogaRoot;
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
    delete el.__yogaRoot;
  };
});
