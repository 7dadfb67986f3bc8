import { render, screen } from '@testing-library/react';
import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { expect, it } from 'vitest';

it('runs against the React major its project names, with matching react-dom', ({ task }) => {
  const major = task.file.projectName === 'react18' ? '18.' : '19.';
  expect(version.startsWith(major)).toBe(true);
  expect(domVersion).toBe(version);
  render(<p>rendered by {version}</p>);
  expect(screen.getByText(`rendered by ${version}`)).toBeTruthy();
});
