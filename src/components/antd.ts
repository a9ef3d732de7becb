/**
 * antd-mobile set-up, imported by every module that uses its components (never from the first
 * route's static graph, so the kit loads with the first page that needs it). React 19 needs
 * `unstableSetRender`, or Toast and Dialog silently render nothing. The kit's global sheet is
 * not loaded: kit.css keeps what its components need of it (the rest the app's palette gives).
 */
import './kit.css';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot } from 'react-dom/client';

unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
  };
});

// What the kit's global module does besides its sheet: `:active` styles take effect on iOS.
document.addEventListener('touchstart', () => {}, true);
