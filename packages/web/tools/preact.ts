/**
 * The portal is written against React's API and runs on Preact's compatibility layer (decision 0246): React DOM
 * was 207 KB of the 236 KB entry, and parsing it at a phone's speed kept the home page over 1.5 s. One map for
 * the customers' build, the console's build and the web unit tests, so every test runs what ships.
 */
export const REACT_ALS_PREACT: Record<string, string> = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};
