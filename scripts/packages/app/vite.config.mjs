// A plain Vite build of the React app; JSX with React's automatic runtime.
export default { oxc: { jsx: { runtime: 'automatic' } } };
